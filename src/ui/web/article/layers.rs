//! 2. Expectimax: max and chance layers, shown on the top of the real
//! recorded search of the board on screen: the moves, one chance node
//! opened with its spawns and their weights, and the average worked out.

use crate::game::{Direction, FOUR_CHANCE};
use crate::numbers::{exact_percent, number};
use crate::solver::describe::blend;
use crate::solver::{ChanceRule, NodeKind, SearchTree};
use crate::ui::model::{count, group_digits, shown_gap, Recorded, Section};
use crate::ui::web::article::be_solver::{BeTheSolver, Spot};
use crate::ui::web::article::choice::{guess_pending, reveal_without_guessing};
use crate::ui::web::article::knobs::NumberKnob;
use crate::ui::web::article::section::{analysed, ArticleSection, NoSearch};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::labels::cell_name;
use crate::ui::web::tree::open::open_tree_at;
use leptos::prelude::*;

#[component]
pub fn Layers() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The move whose chance node is open; `None` opens the solver's choice.
    let open = RwSignal::new(None::<Direction>);
    Effect::new(move |_| {
        state.position.track();
        open.set(None);
    });
    let formula = move || state.config.with(|c| blend(c.four_chance));
    view! {
        <ArticleSection section=Section::Layers>
            <p>
                "The solver imagines the game as a tree. At the top is the board you are looking at. Below it "
                "the layers alternate. On a " <strong>"max layer"</strong> " it is your turn: the solver tries "
                "each move that changes the board and keeps the best value. On a " <strong>"chance layer"</strong>
                " it is the game's turn: the solver lists the empty cells where the new tile could land, values "
                "each cell as " <code class="formula">{formula}</code>
                ", where V(2) and V(4) are the values of the board with a 2 or a 4 put in that cell, "
                "and takes the plain average over the cells."
            </p>
            <p>
                "The chance of a 4 in that blend is the solver's own belief: "
                <NumberKnob
                    label="chance the solver gives a 4"
                    read=|c| c.four_chance
                    write=|c, v| c.four_chance = v
                    max=1.0
                    step="0.01"
                />
                {format!(
                    ". The game really spawns a 4 {} of the time; set the belief elsewhere and the solver plans for a game that is not the one it plays.",
                    exact_percent(FOUR_CHANCE),
                )}
            </p>
            {move || match analysed(state) {
                Some(recorded) => {
                    view! {
                        <SmallTree recorded=recorded.clone() open=open />
                        <BeTheSolver recorded=recorded spot=Spot::First />
                    }
                        .into_any()
                }
                None => view! { <NoSearch waiting="The solver's tree appears here." /> }.into_any(),
            }}
            <p>
                "Because it averages instead of fearing the worst, the solver will accept a small risk of a bad "
                "tile for a large chance of a good board, and a move that only looks good for one turn loses to "
                "one whose likely futures are better."
            </p>
        </ArticleSection>
    }
}

/// The root, its moves, and one move's chance node in full.
#[component]
fn SmallTree(recorded: Recorded, open: RwSignal<Option<Direction>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let tree = recorded.tree.clone();
    let best = tree.decision().direction.and_then(|d| tree.decision().value(d));
    let moves: Vec<(Direction, Option<u32>)> = tree
        .config()
        .move_order
        .iter()
        .map(|&direction| {
            let child = tree.move_child(0, direction);
            (direction, child)
        })
        .collect();
    let chosen_move = tree.decision().direction;
    // While the reader is to guess this board's move (section 5), nothing
    // here says which move is best: the values stay hidden, and the chance
    // node open at first is the first legal move's, not the solver's.
    let pending = guess_pending;
    let first_legal = moves.iter().find(|(_, child)| child.is_some()).map(|(d, _)| *d);
    let shown = move || open.get().or(if pending() { first_legal } else { chosen_move });
    let buttons = moves
        .iter()
        .map(|&(direction, child)| {
            let tree = recorded.tree.clone();
            let label = match child {
                None => "illegal".to_string(),
                Some(c) => {
                    let value = tree.node(c).value;
                    let gap = best.map(|b| shown_gap(b, value)).unwrap_or(0.0);
                    if gap == 0.0 {
                        format!("{} (best)", group_digits(value))
                    } else {
                        format!("{} ({} below the best)", group_digits(value), group_digits(gap))
                    }
                }
            };
            let chosen = tree.decision().direction == Some(direction);
            let label = move || {
                if pending() && child.is_some() {
                    "value hidden until you guess".to_string()
                } else {
                    label.clone()
                }
            };
            view! {
                <li>
                    <button
                        class="st-move"
                        class:chosen=move || chosen && !pending()
                        disabled=child.is_none()
                        aria-pressed=move || (shown() == Some(direction)).to_string()
                        on:click=move |_| open.set(Some(direction))
                    >
                        <span class="st-dir">{direction.arrow()} " " {direction.name()}</span>
                        <span class="st-value">{label}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    let detail = {
        let tree = recorded.tree.clone();
        move || {
            let direction = shown()?;
            let child = moves.iter().find(|(d, _)| *d == direction)?.1?;
            Some(view! { <ChanceDetail tree=tree.clone() index=child direction=direction /> })
        }
    };
    // At depth 1 a move leads straight to a scored board.
    let choose_hint = if tree.decision().depth > 1 { " Choose a move to open its chance node." } else { "" };
    let open_in_tree = {
        let recorded = recorded.clone();
        move |ev: web_sys::MouseEvent| {
            let recorded =
                Recorded { source: format!("the article's position ({})", recorded.source), ..recorded.clone() };
            open_tree_at(state, recorded, None, &ev);
        }
    };
    view! {
        <figure class="small-tree" aria-labelledby="small-tree-caption">
            <figcaption id="small-tree-caption">
                {format!(
                    "The top of the solver's search of this board: depth {}, {} in all.{}",
                    tree.decision().depth,
                    count(tree.len() as u64, "node", "nodes"),
                    choose_hint,
                )}
            </figcaption>
            <div class="st-root">
                <MiniBoard board=tree.board() large=true />
                <p id="small-tree-max" tabindex="-1">
                    <strong>"Max layer."</strong>
                    {move || match tree.decision().direction {
                        Some(_) if pending() => {
                            view! {
                                " Which of the moves below is best stays hidden until you guess it in section "
                                {Section::Choice.number().to_string()}
                                ". "
                                <button
                                    class="link"
                                    on:click=move |_| {
                                        reveal_without_guessing();
                                        request_animation_frame(|| browser::focus("#small-tree-max"));
                                    }
                                >
                                    "Show it now"
                                </button>
                            }
                                .into_any()
                        }
                        Some(d) => format!(" The best of the moves below is {} {}.", d.arrow(), d.name()).into_any(),
                        None => " No move changes this board: the game is over.".into_any(),
                    }}
                </p>
            </div>
            <ul class="st-moves" aria-label="The moves, and what each is worth">
                {buttons}
            </ul>
            {detail}
            <p>
                <button class="link" on:click=open_in_tree>
                    "Open this whole search in the Search tree view"
                </button>
            </p>
        </figure>
    }
}

/// One move's chance node: each drawn cell's two tiles, their weights and
/// blend, and the average worked out.
#[component]
fn ChanceDetail(tree: std::sync::Arc<SearchTree>, index: u32, direction: Direction) -> impl IntoView {
    let node = tree.node(index);
    if node.kind != NodeKind::Chance {
        return view! {
            <p class="st-chance">
                {format!(
                    "After {} the search stops: the board is scored, {}.",
                    direction.name(),
                    group_digits(node.value),
                )}
            </p>
        }
        .into_any();
    }
    let groups = tree.spawns_by_cell(index);
    let rows = groups
        .iter()
        .map(|(cell, spawns)| {
            let part = |exponent: u8| {
                tree.spawn_with(spawns, exponent)
                    .map(|(s, probability)| format!("{} × {}", number(probability), group_digits(tree.node(s).value)))
            };
            let blend = tree.cell_part(spawns, |s| Some(tree.node(s).value)).unwrap_or_default();
            view! {
                <tr>
                    <th scope="row">{cell_name(*cell)}</th>
                    <td data-label="a 2">{part(1).unwrap_or_else(|| "—".into())}</td>
                    <td data-label="a 4">{part(2).unwrap_or_else(|| "—".into())}</td>
                    <td data-label=tree.cell_part_name()>{group_digits(blend)}</td>
                </tr>
            }
        })
        .collect_view();
    let k = groups.len();
    let blends: Vec<String> = groups
        .iter()
        .map(|(_, spawns)| group_digits(tree.cell_blend(spawns, |s| Some(tree.node(s).value)).unwrap_or_default()))
        .collect();
    let sum = if k <= 4 { blends.join(" + ") } else { format!("{} + … + {}", blends[0], blends[k - 1]) };
    let skipped: Vec<String> =
        (0..16u8).filter(|c| node.empty & !node.sampled & (1 << c) != 0).map(cell_name).collect();
    let (empties, drawn) = (node.empty.count_ones(), node.sampled.count_ones());
    view! {
        <div class="st-chance">
            <div class="st-chance-head">
                <MiniBoard board=node.board marked=node.sampled skipped=node.empty & !node.sampled large=true />
                <p>
                    <strong>"Chance layer"</strong>
                    {format!(
                        " after {} {}: {} empty cells, {} drawn (outlined){}.",
                        direction.arrow(),
                        direction.name(),
                        empties,
                        drawn,
                        if skipped.is_empty() {
                            String::new()
                        } else {
                            format!(", {} skipped (hatched)", skipped.len())
                        },
                    )}
                </p>
            </div>
            <div class="table-scroll" tabindex="0" role="region" aria-label="The spawns of this chance node">
                <table class="chance-table stack-narrow">
                    <thead>
                        <tr>
                            <th scope="col">"Cell"</th>
                            <th scope="col">"a 2"</th>
                            <th scope="col">"a 4"</th>
                            <th scope="col">{tree.cell_part_name()}</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <p class="formula" data-testid="chance-mean">
                {match tree.config().chance_rule {
                    ChanceRule::Mean => {
                        format!(
                            "mean of {} = ({sum}) / {k} = {}",
                            count(k as u64, "cell", "cells"),
                            group_digits(node.value),
                        )
                    }
                    ChanceRule::Worst => {
                        format!(
                            "the worst spawn on {} = {}",
                            count(k as u64, "cell", "cells"),
                            group_digits(node.value),
                        )
                    }
                }}
            </p>
            {(!skipped.is_empty())
                .then(|| view! { <p class="muted">{format!("Not drawn: {}.", skipped.join("; "))}</p> })}
        </div>
    }
    .into_any()
}
