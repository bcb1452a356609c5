//! Siblings compared the way a decision compares them: by how far each
//! falls below the best, on one labelled scale that starts at zero. Late in
//! a game the values run to trillions and differ in their last digits; as
//! differences, a near-tie looks near and a clear winner stands apart. The
//! full value is kept beside each, one glance away.
//!
//! [`WhatDecides`] takes two sibling boards apart term by term, weighted, so
//! a reader sees which term separates them.

use crate::game::Board;
use crate::solver::{Heuristic, SolverConfig};
use crate::ui::model::{group_digits, parameter, shown_gap};
use leptos::prelude::*;

/// One sibling: its name, its value (`None`: illegal), and whether it is
/// the one chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct Sibling {
    pub label: String,
    pub value: Option<f64>,
    pub chosen: bool,
}

/// "−1,234,567", or "best".
pub fn gap_text(gap: f64) -> String {
    if gap == 0.0 {
        "best".to_string()
    } else {
        format!("−{}", gap_digits(gap))
    }
}

/// A gap in digits: whole numbers grouped, and one under 1 (fractional
/// weights make those) in its own digits, never rounded to "0".
pub fn gap_digits(gap: f64) -> String {
    if gap < 1.0 {
        parameter(gap)
    } else {
        group_digits(gap)
    }
}

/// Each sibling's gap below the best, as a bar on a scale from 0 (the best)
/// to the largest gap, labelled at both ends.
#[component]
pub fn DifferenceBars(siblings: Vec<Sibling>, caption: String) -> impl IntoView {
    let best = siblings.iter().filter_map(|s| s.value).fold(f64::NEG_INFINITY, f64::max);
    let widest = siblings.iter().filter_map(|s| s.value).map(|v| shown_gap(best, v)).fold(0.0, f64::max);
    let rows = siblings
        .into_iter()
        .map(|s| {
            let gap = s.value.map(|v| shown_gap(best, v));
            let share = match gap {
                Some(g) if widest > 0.0 => 100.0 * g / widest,
                _ => 0.0,
            };
            view! {
                <tr class="value-row" class:chosen=s.chosen class:illegal=s.value.is_none()>
                    <th scope="row" class="value-dir">{s.label}</th>
                    <td>
                        <div class="gap-cell">
                            <span class="gap-bar" aria-hidden="true">
                                <span class="gap-fill" style:width=format!("{share:.2}%")></span>
                            </span>
                            <span class="value-gap">{gap.map_or("illegal".to_string(), gap_text)}</span>
                        </div>
                    </td>
                    <td class="value-number">{s.value.map_or("illegal".to_string(), group_digits)}</td>
                </tr>
            }
        })
        .collect_view();
    let label = caption.clone();
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label=label>
            <table class="values-table difference-table">
                <caption class="sr-only">{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">"Move"</th>
                        <th scope="col" class="gap-head">
                            <span>"Below the best"</span>
                            <span class="scale" aria-hidden="true">
                                <span>"0"</span>
                                // No "−0" when every move ties (or only one is legal).
                                <span>{(widest > 0.0).then(|| format!("−{}", gap_digits(widest)))}</span>
                            </span>
                        </th>
                        <th scope="col">"Expected score"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// Two sibling boards (`a` the chosen or better one) scored term by term
/// as they stand: each term's weighted difference, side by side, and which
/// one separates them most.
#[component]
pub fn WhatDecides(
    config: SolverConfig,
    a: (String, Board),
    b: (String, Board),
    /// The column it stands in, beside another tree's (see `NodeDetail`).
    #[prop(optional_no_strip)]
    within: Option<String>,
) -> impl IntoView {
    let heuristic = Heuristic::new(config.weights, config.snake);
    let (ta, tb) = (heuristic.breakdown(a.1), heuristic.breakdown(b.1));
    let w = config.weights;
    let terms = [
        ("positional", w.positional * ta.positional, w.positional * tb.positional),
        ("empty cells", w.empties * ta.empties, w.empties * tb.empties),
        ("smoothness", w.smoothness * ta.smoothness, w.smoothness * tb.smoothness),
    ];
    let differences: Vec<f64> = terms.iter().map(|(_, x, y)| x - y).collect();
    let total = differences.iter().sum::<f64>();
    let largest = differences.iter().fold(0.0f64, |m, d| m.max(d.abs())).max(1.0);
    // The term that pulls hardest the way the total goes.
    let toward = if total >= 0.0 { 1.0 } else { -1.0 };
    let decider = terms
        .iter()
        .zip(&differences)
        .max_by(|(_, x), (_, y)| (toward * **x).total_cmp(&(toward * **y)))
        .map_or("positional", |((name, ..), _)| *name);
    let signed = |d: f64| if d >= 0.0 { format!("+{}", group_digits(d)) } else { group_digits(d) };
    let rows = terms
        .iter()
        .zip(&differences)
        .map(|((name, x, y), d)| {
            let share = 50.0 * d.abs() / largest;
            let fill = if *d >= 0.0 { "signed-fill plus" } else { "signed-fill minus" };
            view! {
                <tr class:decider=*name == decider data-decides=*name>
                    <th scope="row">{*name}</th>
                    // Each value's move, for the narrow layout that has no
                    // header row to read it from.
                    <td data-label=a.0.clone()>{group_digits(*x)}</td>
                    <td data-label=b.0.clone()>{group_digits(*y)}</td>
                    <td>
                        <div class="signed-cell">
                            <span class="signed-bar" aria-hidden="true">
                                <span class=fill style:width=format!("{share:.2}%")></span>
                            </span>
                            <span class="signed-value">{signed(*d)}</span>
                        </div>
                    </td>
                </tr>
            }
        })
        .collect_view();
    let summary = if total >= 0.0 {
        format!(
            "Scored as they stand, {} is ahead by {}, and the {decider} term does the most of it.",
            a.0,
            group_digits(total)
        )
    } else {
        format!(
            "Scored as they stand, {} would be ahead by {}: it is the look further ahead that prefers {}.",
            b.0,
            group_digits(-total),
            a.0
        )
    };
    view! {
        <figure class="what-decides" data-testid="what-decides">
            <figcaption>{format!("What separates {} from {}", a.0, b.0)}</figcaption>
            <div class="table-scroll" tabindex="0" role="region" aria-label=format!(
                "The terms of {} and {}{}",
                a.0,
                b.0,
                within.map_or(String::new(), |column| format!(" ({column})"))
            )>
                <table class="values-table">
                    <thead>
                        <tr>
                            <th scope="col">"Weighted term"</th>
                            <th scope="col">{a.0.clone()}</th>
                            <th scope="col">{b.0.clone()}</th>
                            <th scope="col">"Difference"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <p data-testid="what-decides-summary">{summary}</p>
        </figure>
    }
}
