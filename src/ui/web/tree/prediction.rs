//! Predict while stepping: as the search enters the chance node after a
//! root move, which sampled cell will pull its average down most; as it
//! enters a max node below it, which move it will keep
//! (`ui::model::step_guess` says which nodes ask). The question stays until the reader
//! answers or the node settles; once it settles, the answer shows beside
//! the reader's (and stays until the next question), counted in the tally.

use crate::game::{cell_name, Direction};
use crate::solver::{first_lowest, ChanceRule, Edge, NodeKind};
use crate::ui::model::{gap_in_units, open_question, step_questions, Asks, PredictionKind, Recorded, StepQuestion};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::differences::WhatDecides;
use crate::ui::web::learning::miss::MissExplained;
use crate::ui::web::learning::predict::{AskedFooter, ExplainGap, QuestionsOff};
use crate::ui::web::learning::Learning;
use crate::ui::web::tree::labels::edge_label;
use crate::ui::web::tree::state::TreeUi;
use leptos::prelude::*;

/// A reader's prediction: a move, or a cell.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Said {
    Move(Direction),
    Cell(u8),
}

fn called(asks: &Asks, said: Said) -> bool {
    match (asks, said) {
        (Asks::Keeps { answer, .. }, Said::Move(d)) => *answer == d,
        (Asks::PullsDown { answer, .. }, Said::Cell(c)) => *answer == c,
        _ => false,
    }
}

/// What the card shows at a cursor position.
#[derive(Clone, Debug, PartialEq)]
enum Showing {
    Nothing,
    /// A question open at the cursor (with the reader's answer, if given).
    Asking(usize, Option<Said>),
    /// The last question settled, answered by the reader.
    Revealed(usize, Said),
    /// The search finished: how each of the reader's answers fared.
    Summary,
}

#[component]
pub fn StepPrediction(recorded: Recorded) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let learning = Learning::get();
    let questions: Vec<StepQuestion> = step_questions(&recorded.tree, &recorded.replay);
    // The reader's answers by node, and the nodes counted (a few each).
    let said = RwSignal::new(Vec::<(u32, Said)>::new());
    let counted = StoredValue::new(Vec::<u32>::new());
    let showing = {
        let questions = questions.clone();
        Memo::new(move |_| {
            let Some(position) = ui.position() else { return Showing::Nothing };
            let said = said.get();
            let answer = |node: u32| said.iter().find(|(n, _)| *n == node).map(|(_, s)| *s);
            // The latest question settled by now that the reader answered,
            // unless a question has been asked since.
            let settled = questions
                .iter()
                .enumerate()
                .filter(|(_, q)| q.answered_at <= position)
                .filter_map(|(i, q)| Some((i, q, answer(q.node)?)))
                .max_by_key(|(_, q, _)| q.answered_at);
            let asked_since = |at: usize| questions.iter().any(|q| at < q.from && q.from <= position);
            let finished = position >= ui.total();
            match settled {
                _ if finished && !said.is_empty() => Showing::Summary,
                Some((i, q, said)) if !asked_since(q.answered_at) => Showing::Revealed(i, said),
                _ => match open_question(&questions, position) {
                    Some(q) => {
                        let i = questions.iter().position(|x| x == q).unwrap_or(0);
                        Showing::Asking(i, answer(q.node))
                    }
                    None => Showing::Nothing,
                },
            }
        })
    };
    // Each answer counted once, when its node settles (however the cursor
    // got past it: a step, a jump, Play).
    {
        let questions = questions.clone();
        Effect::new(move |_| {
            let Some(position) = ui.position() else { return };
            said.with(|said| {
                for q in questions.iter().filter(|q| q.answered_at <= position) {
                    let Some(&(_, answer)) = said.iter().find(|(n, _)| *n == q.node) else { continue };
                    if counted.with_value(|c| c.contains(&q.node)) {
                        continue;
                    }
                    counted.update_value(|c| c.push(q.node));
                    let kind = match q.asks {
                        Asks::Keeps { .. } => PredictionKind::MaxNode,
                        Asks::PullsDown { .. } => PredictionKind::ChanceNode,
                    };
                    learning.record(kind, called(&q.asks, answer));
                }
            });
        });
    }
    let questions_heard = questions.clone();
    let card = move || {
        let showing = showing.get();
        if !learning.asking() {
            return (showing != Showing::Nothing).then(|| view! { <QuestionsOff /> }.into_any());
        }
        match showing {
            Showing::Nothing => None,
            Showing::Asking(i, answer) => Some(asking(&recorded, &questions[i], answer, said, ui).into_any()),
            Showing::Revealed(i, answer) => Some(revealed(&recorded, &questions[i], answer).into_any()),
            Showing::Summary => Some(summary(&recorded, &questions, said, ui).into_any()),
        }
    };
    // What a screen reader hears: one line as a question opens, is
    // answered or settles (not the whole card; nothing while playing).
    let heard = move || {
        if !learning.asking() {
            return String::new();
        }
        match showing.get() {
            Showing::Nothing => String::new(),
            Showing::Asking(_, None) => "A question before the next steps: see under the stepper.".to_string(),
            Showing::Asking(_, Some(said)) => format!("You said {}.", said_text(said)),
            Showing::Revealed(i, said) if called(&questions_heard[i].asks, said) => {
                "Your prediction was right.".to_string()
            }
            Showing::Revealed(..) => "Your prediction missed: see why under the stepper.".to_string(),
            Showing::Summary => "The search has finished: how your predictions fared is under the stepper.".to_string(),
        }
    };
    view! {
        <p class="sr-only" aria-live=move || if ui.playing.get() { "off" } else { "polite" }>
            {heard}
        </p>
        <div class="step-prediction" data-testid="step-prediction">
            {card}
        </div>
    }
}

/// The question, its options, and once answered, where the answer comes.
fn asking(
    recorded: &Recorded,
    q: &StepQuestion,
    answer: Option<Said>,
    said: RwSignal<Vec<(u32, Said)>>,
    ui: TreeUi,
) -> impl IntoView {
    let node = q.node;
    let question = match &q.asks {
        Asks::Keeps { .. } => {
            let node = recorded.tree.node(node);
            let chance = node.parent.unwrap_or(0);
            format!(
                "The search enters a max node: after {}, {}. Which move will it keep?",
                edge_move(recorded, chance),
                edge_label(&node.edge)
            )
        }
        Asks::PullsDown { options, .. } => format!(
            "The search enters the chance node after {}: which of its {} sampled cells will {}?",
            edge_move(recorded, node),
            options.len(),
            match recorded.tree.config().chance_rule {
                ChanceRule::Mean => "pull its average down most",
                ChanceRule::Worst => "set its value (the worst-case rule takes the lowest spawn)",
            }
        ),
    };
    let answered_at = q.answered_at;
    let body = match answer {
        Some(said_now) => view! {
            <p class="muted predict-said" tabindex="-1">
                {format!(
                    "You said {}. The answer shows when the node settles, at step {answered_at}. ",
                    said_text(said_now),
                )}
                <button type="button" class="link" on:click=move |_| ui.go_to(answered_at)>
                    "Go there"
                </button>
            </p>
        }
        .into_any(),
        None => {
            let options: Vec<(String, Said)> = match &q.asks {
                Asks::Keeps { options, .. } => {
                    options.iter().map(|&d| (format!("{} {}", d.arrow(), d.name()), Said::Move(d))).collect()
                }
                Asks::PullsDown { options, .. } => {
                    options.iter().map(|&(c, _)| (cell_name(c), Said::Cell(c))).collect()
                }
            };
            let buttons = options
                .into_iter()
                .map(|(label, choice)| {
                    let say = move |_| {
                        said.update(|s| s.push((node, choice)));
                        // The buttons are gone: the keyboard goes to what the reader said.
                        request_animation_frame(|| browser::focus("[data-testid=step-prediction] .predict-said"));
                    };
                    view! {
                        <button type="button" on:click=say>
                            {label}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="stance" role="group" aria-label="Your prediction">
                    {buttons}
                </div>
                <AskedFooter />
            }
            .into_any()
        }
    };
    view! {
        <p class="predict-question">{question}</p>
        {body}
    }
}

/// The answer beside the reader's; on a miss, why, and a line of their own.
fn revealed(recorded: &Recorded, q: &StepQuestion, answer: Said) -> impl IntoView {
    let tree = &recorded.tree;
    let node = tree.node(q.node);
    if called(&q.asks, answer) {
        let text = match &q.asks {
            Asks::Keeps { answer, .. } => format!("Called: it keeps {}.", answer.name()),
            Asks::PullsDown { answer, .. } => format!(
                "Called: after {}, {} pulls the average down most.",
                edge_move(recorded, q.node),
                cell_name(*answer)
            ),
        };
        return view! { <p class="stance-result called">{text}</p> }.into_any();
    }
    let empty_weight = tree.config().weights.empties;
    match &q.asks {
        Asks::Keeps { answer: kept, .. } => {
            let Said::Move(pick) = answer else { return ().into_any() };
            let line = format!("It keeps {}, not your {}.", kept.name(), pick.name());
            // Moves that lead straight to scored boards (the search's last
            // layer): the two boards' terms say what separates them.
            let child = |d: Direction| tree.move_child(q.node, d).map(|c| tree.node(c));
            let terms = match (child(*kept), child(pick)) {
                (Some(a), Some(b)) if a.kind == NodeKind::Leaf && b.kind == NodeKind::Leaf => Some(view! {
                    <WhatDecides
                        config=tree.config().clone()
                        a=(format!("{} {}", kept.arrow(), kept.name()), a.board)
                        b=(format!("{} {} (yours)", pick.arrow(), pick.name()), b.board)
                    />
                }),
                _ => None,
            };
            view! {
                <p>{line}</p>
                <MissExplained recorded=recorded.clone() pick=pick node=q.node in_tree=true />
                {terms}
                <ExplainGap
                    kind=PredictionKind::MaxNode
                    about=about(recorded, q.node)
                    predicted=pick.name().to_string()
                    actual=kept.name().to_string()
                />
            }
            .into_any()
        }
        Asks::PullsDown { options, answer: lowest } => {
            let Said::Cell(pick) = answer else { return ().into_any() };
            let part = |cell: u8| options.iter().find(|(c, _)| *c == cell).map_or(node.value, |(_, v)| *v);
            let against = |value: f64| {
                let gap = node.value - value;
                let units = gap_in_units(node.value, gap.abs(), empty_weight).unwrap_or_else(|| "nothing".into());
                if gap >= 0.0 {
                    format!("{units} below it")
                } else {
                    format!("{units} above it")
                }
            };
            let why = format!(
                "{} pulls it down most: its part of the average is {}; yours, {}, is {}.",
                cell_name(*lowest),
                against(part(*lowest)),
                cell_name(pick),
                against(part(pick))
            );
            view! {
                <ExplainGap
                    kind=PredictionKind::ChanceNode
                    about=about(recorded, q.node)
                    predicted=cell_name(pick)
                    actual=cell_name(*lowest)
                    why=why
                />
            }
            .into_any()
        }
    }
}

/// Once the search has finished: each answer in a line, called or not,
/// with a way back to the step where its node settled (and its why).
fn summary(
    recorded: &Recorded,
    questions: &[StepQuestion],
    said: RwSignal<Vec<(u32, Said)>>,
    ui: TreeUi,
) -> impl IntoView {
    let said = said.get_untracked();
    let mut answered: Vec<(&StepQuestion, Said)> =
        questions.iter().filter_map(|q| Some((q, said.iter().find(|(n, _)| *n == q.node)?.1))).collect();
    // In the order the search settled them (a few: taken one by one, with
    // no sort compiled into the page for them).
    let mut settled = Vec::with_capacity(answered.len());
    while let Some((at, _)) = first_lowest(answered.iter().enumerate().map(|(i, (q, _))| (i, q.answered_at))) {
        settled.push(answered.remove(at));
    }
    let lines = settled
        .into_iter()
        .map(|(q, answer)| {
            let (at, what) = (q.answered_at, question_place(recorded, q));
            let how = match (&q.asks, called(&q.asks, answer)) {
                (_, true) => format!("you said {}: called.", said_text(answer)),
                (Asks::Keeps { answer: kept, .. }, false) => {
                    format!("you said {}; it keeps {}.", said_text(answer), kept.name())
                }
                (Asks::PullsDown { answer: lowest, .. }, false) => {
                    format!("you said {}; it is {}.", said_text(answer), cell_name(*lowest))
                }
            };
            view! {
                <li>
                    {format!("{what}: {how} ")} <button type="button" class="link" on:click=move |_| ui.go_to(at)>
                        {format!("Step {at}")}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="predict-question">"Your predictions on this search:"</p>
        <ul class="finding">{lines}</ul>
    }
}

/// Where a question was asked, in a few words: "after down" (a chance
/// node), "after down, a 2 at row 1, column 3" (a max node).
fn question_place(recorded: &Recorded, q: &StepQuestion) -> String {
    let node = recorded.tree.node(q.node);
    match q.asks {
        Asks::PullsDown { .. } => format!("The chance node after {}", edge_move(recorded, q.node)),
        Asks::Keeps { .. } => {
            format!("The max node after {}, {}", edge_move(recorded, node.parent.unwrap_or(0)), edge_label(&node.edge))
        }
    }
}

/// What a prediction at `node` is about: that node of this search (the
/// board decided and its sampling seed name the search).
fn about(recorded: &Recorded, node: u32) -> String {
    format!("the search of {} (seed {}), node {node}", recorded.tree.board().to_faces_string(), recorded.tree.seed())
}

/// The move that leads to chance node `node` ("down").
fn edge_move(recorded: &Recorded, node: u32) -> &'static str {
    match recorded.tree.node(node).edge {
        Edge::Move { direction } => direction.name(),
        _ => "a move",
    }
}

fn said_text(said: Said) -> String {
    match said {
        Said::Move(d) => d.name().to_string(),
        Said::Cell(c) => cell_name(c),
    }
}
