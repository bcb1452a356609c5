//! The selected node in full: its board, how its value was computed with
//! the actual numbers, and the path from the root.

use crate::solver::{Edge, NodeKind};
use crate::ui::model::{chance_formula, group_digits, Recorded};
use crate::ui::web::kit::differences::{DifferenceBars, Sibling, WhatDecides};
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::tree::labels::{cell_name, edge_label, kind_label};
use crate::ui::web::tree::state::TreeUi;
use leptos::prelude::*;

/// `within`: the title of the column this detail is in, when two trees
/// stand side by side; its heading is then a level down (under the
/// column's), and its regions name the column, so that the two columns'
/// landmarks differ.
#[component]
pub fn NodeDetail(recorded: Recorded, #[prop(optional)] within: Option<String>) -> impl IntoView {
    let ui = expect_context::<TreeUi>();
    let named = {
        let within = within.clone();
        move |what: &str| within.as_ref().map_or_else(|| what.to_string(), |column| format!("{what} ({column})"))
    };
    move || {
        let index = ui.selected.get();
        let tree = recorded.tree.clone();
        let Some(node) = tree.get(index) else { return ().into_any() };
        let value = ui.shown_value(&recorded, index);
        let computation = match node.kind {
            NodeKind::Max if !tree.has_children(index) => {
                let terms = tree.breakdown(index).unwrap_or_default();
                view! {
                    <p>"No move is legal here, so the node is worth the heuristic of its board:"</p>
                    {leaf_terms(&tree.config().weights, terms, node.value)}
                }
                .into_any()
            }
            NodeKind::Max => {
                let parts: Vec<String> = tree
                    .children(index)
                    .filter_map(|c| {
                        let child = tree.node(c);
                        let Edge::Move { direction } = child.edge else { return None };
                        let shown = ui.shown_value(&recorded, c).map_or("…".to_string(), group_digits);
                        Some(format!("v{} = {shown}", direction.arrow()))
                    })
                    .chain(node.illegal_directions().map(|d| format!("v{} illegal", d.arrow())))
                    .collect();
                let result = value.map_or("…".to_string(), group_digits);
                // The winner is named only once the search has settled it.
                let best = node
                    .best
                    .filter(|_| ui.settled(index))
                    .map(|d| format!(" ({} wins)", d.name()))
                    .unwrap_or_default();
                // Once settled, the moves as gaps below the best.
                let bars = ui.settled(index).then(|| {
                    let siblings: Vec<Sibling> = tree
                        .children(index)
                        .filter_map(|c| match tree.node(c).edge {
                            Edge::Move { direction } => Some(Sibling {
                                label: format!("{} {}", direction.arrow(), direction.name()),
                                value: Some(tree.node(c).value),
                                chosen: node.best == Some(direction),
                            }),
                            _ => None,
                        })
                        .collect();
                    let empty_weight = tree.config().weights.empties;
                    view! {
                        <DifferenceBars
                            siblings=siblings
                            caption=named("This node's moves, as gaps below the best")
                            empty_weight=empty_weight
                        />
                    }
                });
                view! {
                    <p>"The player picks the best move (the first one wins a tie):"</p>
                    <p class="formula">{format!("max({}) = {result}{best}", parts.join(", "))}</p>
                    {bars}
                }
                .into_any()
            }
            NodeKind::Chance => {
                // One row per sampled cell: its 2 and its 4 and their blend.
                let part_name = tree.cell_part_name();
                let cells = tree.spawns_by_cell(index);
                // Cells whose part is known at the step shown: while
                // stepping, the value is over those so far, and says so.
                let done = cells
                    .iter()
                    .filter(|(_, spawns)| tree.cell_part(spawns, |c| ui.shown_value(&recorded, c)).is_some())
                    .count();
                let rows = cells
                    .into_iter()
                    .map(|(cell, spawns)| {
                        let part = |exponent: u8| {
                            tree.spawn_with(&spawns, exponent)
                                .map(|(c, probability)| (probability, ui.shown_value(&recorded, c)))
                        };
                        let show = |p: Option<(f64, Option<f64>)>| match p {
                            Some((probability, Some(v))) => format!("{probability} × {}", group_digits(v)),
                            Some((probability, None)) => format!("{probability} × …"),
                            None => "—".to_string(),
                        };
                        let blend = tree
                            .cell_part(&spawns, |c| ui.shown_value(&recorded, c))
                            .map_or("…".to_string(), group_digits);
                        view! {
                            <tr>
                                <th scope="row">{cell_name(cell)}</th>
                                <td data-label="a 2">{show(part(1))}</td>
                                <td data-label="a 4">{show(part(2))}</td>
                                <td data-label=part_name>{blend}</td>
                            </tr>
                        }
                    })
                    .collect_view();
                let skipped: Vec<String> =
                    (0..16u8).filter(|c| node.empty & !node.sampled & (1 << c) != 0).map(cell_name).collect();
                let k = node.sampled.count_ones();
                view! {
                    <p>{format!("A tile spawns: {}.", crate::solver::describe::chance_rule(tree.config(), k))}</p>
                    // A card per cell where the table would not fit (a phone,
                    // or the column beside the outline).
                    <div class="table-scroll" tabindex="0" role="region" aria-label=named("Each sampled cell's values")>
                        <table class="chance-table stack-narrow">
                            <thead>
                                <tr>
                                    <th scope="col">"Cell"</th>
                                    <th scope="col">"a 2"</th>
                                    <th scope="col">"a 4"</th>
                                    <th scope="col">{part_name}</th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                    <p class="formula">{chance_formula(tree.config().chance_rule, done, k as usize, value)}</p>
                    {(!skipped.is_empty())
                        .then(|| {
                            view! {
                                <p class="muted">
                                    {format!(
                                        "Skipped by the cap of {}: {}.",
                                        crate::solver::describe::cap_label(tree.config()),
                                        skipped.join("; "),
                                    )}
                                </p>
                            }
                        })}
                }
                .into_any()
            }
            NodeKind::Leaf => {
                let terms = tree.breakdown(index).unwrap_or_default();
                view! {
                    <p>"The search stops here and scores the board:"</p>
                    {leaf_terms(&tree.config().weights, terms, node.value)}
                }
                .into_any()
            }
        };
        // Beside its best sibling, once both are settled: what separates them.
        let compare = node.parent.filter(|_| ui.settled(index)).and_then(|parent| {
            let best = tree.children(parent).max_by(|&a, &b| tree.node(a).value.total_cmp(&tree.node(b).value))?;
            let best_node = tree.node(best);
            (best != index && best_node.value > node.value && ui.settled(best)).then(|| {
                view! {
                    <WhatDecides
                        within=within.clone()
                        config=tree.config().clone()
                        a=(format!("{} (the best sibling)", edge_label(&best_node.edge)), best_node.board)
                        b=(format!("{} (this node)", edge_label(&node.edge)), node.board)
                    />
                }
            })
        });
        let path = tree
            .path_to(index)
            .into_iter()
            .map(|step| {
                let label = edge_label(&tree.node(step).edge);
                let recorded = recorded.clone();
                view! {
                    <li>
                        <button class="link" on:click=move |_| ui.reveal(&recorded, step)>
                            {label}
                        </button>
                    </li>
                }
            })
            .collect_view();
        let (id, title) =
            (format!("{}-detail-title", ui.ids), format!("{}: {}", kind_label(&node), edge_label(&node.edge)));
        let heading = match &within {
            Some(_) => view! { <h6 id=id.clone()>{title}</h6> }.into_any(),
            None => view! { <h3 id=id.clone()>{title}</h3> }.into_any(),
        };
        let labelled_by = if within.is_some() { format!("{}-title {id}", ui.ids) } else { id };
        view! {
            <section class="node-detail" aria-labelledby=labelled_by>
                {heading}
                <div class="node-detail-body">
                    <MiniBoard board=node.board large=true />
                    <div class="node-math">
                        {computation}
                        <p class="node-value-line">
                            {format!("Value: {}", value.map_or("not reached yet".to_string(), group_digits))}
                        </p>
                    </div>
                </div>
                {compare}
                <nav aria-label=named("Path from the root")>
                    <ol class="path">{path}</ol>
                </nav>
            </section>
        }
        .into_any()
    }
}

/// The three heuristic terms of a leaf and their total.
fn leaf_terms(weights: &crate::solver::Weights, terms: crate::solver::ScoreBreakdown, total: f64) -> impl IntoView {
    view! {
        <table class="leaf-terms">
            <tbody>
                <tr>
                    <th scope="row">"positional"</th>
                    <td class="optional">{group_digits(terms.positional)}</td>
                    <td class="optional">{format!("× {}", group_digits(weights.positional))}</td>
                    <td data-term="positional">{group_digits(weights.positional * terms.positional)}</td>
                </tr>
                <tr>
                    <th scope="row">"empty cells"</th>
                    <td class="optional">{group_digits(terms.empties)}</td>
                    <td class="optional">{format!("× {}", group_digits(weights.empties))}</td>
                    <td data-term="empties">{group_digits(weights.empties * terms.empties)}</td>
                </tr>
                <tr>
                    <th scope="row">"smoothness"</th>
                    <td class="optional">{group_digits(terms.smoothness)}</td>
                    <td class="optional">{format!("× {}", group_digits(weights.smoothness))}</td>
                    <td data-term="smoothness">{group_digits(weights.smoothness * terms.smoothness)}</td>
                </tr>
            </tbody>
            <tfoot>
                <tr>
                    <th scope="row">"total"</th>
                    <td class="optional"></td>
                    <td class="optional"></td>
                    <td data-term="total">{group_digits(total)}</td>
                </tr>
            </tfoot>
        </table>
    }
}
