//! You be the solver (sections 2 and 4): one chance node of the search of
//! the board on screen, worked by the reader. Its drawn cells come with
//! what the board is worth with a 2 and a 4 there; the reader types the
//! node's value (right within half a percent), then picks the move its max
//! node keeps. A wrong value shows the worked step; each exercise done
//! fades the help by a level (every blend given, half, none).

use crate::game::{cell_name, Direction};
use crate::numbers::number;
use crate::solver::ChanceRule;
use crate::ui::model::Section;
use crate::ui::model::{
    check_value, count, exercise, exercise_nodes, group_digits, worked_step, Exercise, Level, Recorded, TOLERANCE,
};
use crate::ui::web::article::choice::{guess_pending, reveal_without_guessing};
use crate::ui::web::kit::browser;
use crate::ui::web::learning::Learning;
use leptos::prelude::*;

/// Which chance node an exercise works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// The one after the first legal move at the root (section 2).
    First,
    /// The deepest on the expected line (section 4).
    Deepest,
}

impl Spot {
    fn id(self) -> &'static str {
        match self {
            Spot::First => "be-solver-first",
            Spot::Deepest => "be-solver-deepest",
        }
    }
}

#[component]
pub fn BeTheSolver(recorded: Recorded, spot: Spot) -> impl IntoView {
    let learning = Learning::get();
    let (first, deepest) = exercise_nodes(&recorded.tree);
    let node = match spot {
        Spot::First => first,
        Spot::Deepest => deepest,
    };
    let Some(work) = node.and_then(|n| exercise(&recorded.tree, n)) else { return ().into_any() };
    let id = spot.id();
    let chance_rule = recorded.tree.config().chance_rule;
    let level = Memo::new(move |_| learning.predictions.with(|p| p.level));
    let typed = RwSignal::new(String::new());
    let value_result = RwSignal::new(None::<Result<(), String>>);
    let picked = RwSignal::new(None::<Direction>);
    let value = work.value;
    let check = move |ev: web_sys::SubmitEvent| {
        ev.prevent_default();
        value_result.set(Some(check_value(&typed.get_untracked(), value)));
    };
    let chance = recorded.tree.node(work.node);
    let where_in_tree = match chance.layer {
        2 => format!("the move {} {} at the root", work.direction.arrow(), work.direction.name()),
        layer => format!(
            "the move {} {}, at layer {layer} of the search, on the line it expects after the root's {}",
            work.direction.arrow(),
            work.direction.name(),
            root_move(&recorded, work.node)
        ),
    };
    let rule = match chance_rule {
        ChanceRule::Worst => {
            "its value is the lowest of the spawns it considers (the worst-case rule these settings use)".to_string()
        }
        ChanceRule::Mean => {
            let (two, four) = crate::solver::describe::spawn_odds(recorded.tree.config().four_chance);
            format!("each cell's blend is {two} × V(2) + {four} × V(4), and the node's value is the mean of the blends")
        }
    };
    let (empty, drawn) = (chance.empty.count_ones(), work.rows.len() as u64);
    let cells = if u64::from(empty) == drawn {
        format!(
            "the tile can land on any of {}, and the search weighs them all",
            count(drawn, "empty cell", "empty cells")
        )
    } else {
        format!("the tile can land on any of {empty} empty cells, and the search weighs the {drawn} it drew")
    };
    let intro = format!("After {where_in_tree}, {cells}. Work this chance node's value as the solver does: {rule}.");
    let part_name = recorded.tree.cell_part_name();
    let rows = {
        let work = work.clone();
        move || {
            let level = level.get();
            work.rows
                .iter()
                .enumerate()
                .map(|(i, row)| {
                    let spawn = |s: Option<(f64, f64)>| s.map_or("—".to_string(), |(_, v)| group_digits(v));
                    let part = if level.shows(i) { group_digits(row.part) } else { "?".to_string() };
                    view! {
                        <tr>
                            <th scope="row">{cell_name(row.cell)}</th>
                            <td data-label="V(2)">{spawn(row.two)}</td>
                            <td data-label="V(4)">{spawn(row.four)}</td>
                            <td data-label=part_name>{part}</td>
                        </tr>
                    }
                })
                .collect_view()
        }
    };
    let on_level = move |ev: leptos::ev::Event| {
        let key = event_target_value(&ev);
        if let Some(chosen) = Level::ALL.into_iter().find(|l| l.key() == key) {
            learning.update_predictions(|p| p.level = chosen);
        }
    };
    let worked = worked_step(&work, chance_rule);
    let value_line = move || {
        value_result.get().map(|result| match result {
            Ok(()) => view! {
                <p class="stance-result called" role="status">
                    {format!("Right: the search makes it {}.", group_digits(value))}
                </p>
            }
            .into_any(),
            Err(why) => view! {
                <div class="explain-gap" role="status">
                    <p>{why}" The worked step:"</p>
                    <ul class="worked-step">
                        {worked.iter().map(|line| view! { <li>{line.clone()}</li> }).collect_view()}
                    </ul>
                </div>
            }
            .into_any(),
        })
    };
    // The root's kept move is section 5's question: while the reader is to
    // guess it there, this step waits (its values would give it away).
    let at_root = chance.parent == Some(0);
    let keeps = {
        let work = work.clone();
        move || {
            (value_result.get() == Some(Ok(()))).then(|| {
                if at_root && guess_pending() {
                    return view! {
                        <p>
                            {format!(
                                "Which move the root keeps is the question of section {}: guess it there first, or ",
                                Section::Choice.number(),
                            )}
                            <button
                                class="link"
                                on:click=move |_| {
                                    reveal_without_guessing();
                                    request_animation_frame(move || browser::focus(&format!("#{id} .be-solver-next")));
                                }
                            >
                                "show it now"
                            </button> "."
                        </p>
                    }
                    .into_any();
                }
                view! { <PickTheMove work=work.clone() picked=picked /> }.into_any()
            })
        }
    };
    view! {
        <section class="be-solver" id=id aria-labelledby=format!("{id}-title")>
            <h3 id=format!("{id}-title")>"You be the solver"</h3>
            <p>{intro}</p>
            <label class="be-solver-level">
                "Help: " <select on:change=on_level prop:value=move || level.get().key()>
                    {Level::ALL
                        .into_iter()
                        .map(|l| view! { <option value=l.key()>{l.label()}</option> })
                        .collect_view()}
                </select>
            </label>
            <div class="table-scroll" tabindex="0" role="region" aria-label="The drawn cells of this chance node">
                <table class="chance-table stack-narrow">
                    <thead>
                        <tr>
                            <th scope="col">"Cell"</th>
                            <th scope="col">"V(2)"</th>
                            <th scope="col">"V(4)"</th>
                            <th scope="col">{part_name}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <form class="inline-form" on:submit=check>
                <label for=format!("{id}-value")>"This chance node's value:"</label>
                <input
                    id=format!("{id}-value")
                    inputmode="decimal"
                    autocomplete="off"
                    prop:value=move || typed.get()
                    on:input=move |ev| {
                        typed.set(event_target_value(&ev));
                        value_result.set(None);
                    }
                />
                <button type="submit">"Check"</button>
            </form>
            <p class="muted">{format!("Right within {}% either way.", number(100.0 * TOLERANCE))}</p>
            {value_line}
            {keeps}
        </section>
    }
    .into_any()
}

/// The second step: the max node's moves and their values (this node's
/// among them): which does it keep?
#[component]
fn PickTheMove(work: Exercise, picked: RwSignal<Option<Direction>>) -> impl IntoView {
    let learning = Learning::get();
    let values = work
        .moves
        .iter()
        .map(|(d, v)| {
            let said = v.map_or("illegal".to_string(), group_digits);
            let yours = if *d == work.direction { " (the node you worked)" } else { "" };
            view! { <li>{format!("{} {}: {said}{yours}", d.arrow(), d.name())}</li> }
        })
        .collect_view();
    let keeps = work.keeps;
    let buttons = work
        .moves
        .iter()
        .filter(|(_, v)| v.is_some())
        .map(|&(d, _)| {
            view! {
                <button
                    type="button"
                    on:click=move |_| {
                        if picked.get_untracked().is_none() && d == keeps {
                            learning.update_predictions(|p| p.level = p.level.next());
                        }
                        picked.set(Some(d));
                    }
                >
                    {format!("{} {}", d.arrow(), d.name())}
                </button>
            }
        })
        .collect_view();
    let best = work.moves.iter().find(|(d, _)| *d == keeps).and_then(|(_, v)| *v).unwrap_or_default();
    let result = move || {
        picked.get().map(|d| {
            if d == keeps {
                view! { <p class="stance-result called">{format!("Right: it keeps {}, the highest value.", keeps.name())}</p> }.into_any()
            } else {
                let mine = work.moves.iter().find(|(m, _)| *m == d).and_then(|(_, v)| *v).unwrap_or_default();
                view! {
                    <p class="explain-gap">
                        {format!(
                            "It keeps {}: worth {}, more than {}'s {}. A max node keeps its highest child (the first tried, on a tie).",
                            keeps.name(),
                            group_digits(best),
                            d.name(),
                            group_digits(mine),
                        )}
                    </p>
                }
                .into_any()
            }
        })
    };
    view! {
        <p class="be-solver-next" tabindex="-1">
            "Now the max node above it: its moves are worth"
        </p>
        <ul class="be-solver-moves">{values}</ul>
        <div class="stance" role="group" aria-label="The move the max node keeps">
            {buttons}
        </div>
        {result}
    }
}

/// The root move whose subtree holds `node` ("↓ down").
fn root_move(recorded: &Recorded, mut node: u32) -> String {
    let tree = &recorded.tree;
    while let Some(parent) = tree.node(node).parent.filter(|&p| p != 0) {
        node = parent;
    }
    match tree.node(node).edge {
        crate::solver::Edge::Move { direction } => format!("{} {}", direction.arrow(), direction.name()),
        _ => "move".to_string(),
    }
}
