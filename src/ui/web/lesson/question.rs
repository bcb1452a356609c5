//! What a lesson's question shows beside its board, on screen and on the
//! printed worksheet alike: for a chance node, the solver's move and the
//! sampled cells (with what the board is worth with a 2 and a 4 there, or
//! outlined on the board after the move).

use crate::game::cell_name;
use crate::solver::describe::spawn_odds;
use crate::ui::model::{group_digits, Question, Solution};
use crate::ui::web::kit::mini_board::MiniBoard;
use leptos::prelude::*;

#[component]
pub fn Material(question: Question, solution: Solution) -> impl IntoView {
    // A position that asks about a chance node has one (see `solve`).
    let Some(chance) = solution.chance.clone() else { return ().into_any() };
    match question {
        Question::GuessMove => ().into_any(),
        Question::BeTheSolver => {
            let (two, four) = spawn_odds(solution.tree.config().four_chance);
            let rows = chance
                .rows
                .iter()
                .map(|row| {
                    let spawn = |s: Option<(f64, f64)>| s.map_or("—".to_string(), |(_, v)| group_digits(v));
                    view! {
                        <tr>
                            <th scope="row">{cell_name(row.cell)}</th>
                            <td>{spawn(row.two)}</td>
                            <td>{spawn(row.four)}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <p>
                    {format!(
                        "The solver plays {}. After it, a tile lands on one of the cells below: a 2 with chance {two}, a 4 with chance {four}. Each cell's blend is {two} × V(2) + {four} × V(4); the node is worth the mean of the blends.",
                        chance.direction.name(),
                    )}
                </p>
                <div class="table-scroll" tabindex="0" role="region" aria-label="The sampled cells and their values">
                    <table class="lesson-cells">
                        <thead>
                            <tr>
                                <th scope="col">"Cell"</th>
                                <th scope="col">"V(2)"</th>
                                <th scope="col">"V(4)"</th>
                            </tr>
                        </thead>
                        <tbody>{rows}</tbody>
                    </table>
                </div>
            }
            .into_any()
        }
        Question::PredictChance => {
            let after = solution.tree.node(chance.node).board;
            let marked = chance.rows.iter().fold(0u16, |m, r| m | 1 << r.cell);
            view! {
                <p>
                    {format!(
                        "The solver plays {}. The board after it, the cells the search samples outlined:",
                        chance.direction.name(),
                    )}
                </p>
                <MiniBoard board=after marked=marked large=true />
            }
            .into_any()
        }
    }
}
