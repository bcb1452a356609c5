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
use crate::ui::model::{bar_scale, gap_in_units, group_digits, near_tie, off_scale, parameter, shown_gap};
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
/// to the widest gap among the moves close enough to matter (a move far
/// below draws as a full bar marked off the scale), said in a unit a
/// reader can picture (empty cells, one worth `empty_weight`, or a share
/// of the best value), with the value in full beside it; and,
/// when the best two are a near-tie, a line that says so.
#[component]
pub fn DifferenceBars(siblings: Vec<Sibling>, caption: String, empty_weight: f64) -> impl IntoView {
    let best = siblings.iter().filter_map(|s| s.value).fold(f64::NEG_INFINITY, f64::max);
    let gaps: Vec<Option<f64>> = siblings.iter().map(|s| s.value.map(|v| shown_gap(best, v))).collect();
    let scale = bar_scale(&gaps);
    // The best against the nearest below it, if they are all but equal.
    let chosen = siblings.iter().find(|s| s.chosen).map(|s| s.label.clone());
    let nearest = siblings
        .iter()
        .zip(&gaps)
        .filter_map(|(s, gap)| gap.filter(|&g| g > 0.0).map(|g| (s.label.clone(), g)))
        .min_by(|a, b| a.1.total_cmp(&b.1));
    // (Not when another move ties the best exactly: that is a tie.)
    let exact_ties = gaps.iter().flatten().filter(|&&g| g == 0.0).count();
    let tie = chosen.zip(nearest).filter(|_| exact_ties == 1).and_then(|(chosen, (other, gap))| {
        near_tie(best, gap).map(|tie| view! { <p class="near-tie">{format!("{chosen} against {other} is {tie}.")}</p> })
    });
    let rows = siblings
        .into_iter()
        .zip(gaps)
        .map(|(s, gap)| {
            let beyond = gap.is_some_and(|g| off_scale(g, scale));
            let share = match gap {
                Some(_) if beyond => 100.0,
                Some(g) if scale > 0.0 => 100.0 * g / scale,
                _ => 0.0,
            };
            let said = match gap {
                None => "illegal".to_string(),
                Some(g) if g == 0.0 => "best".to_string(),
                Some(g) => {
                    gap_in_units(best, g, empty_weight).map_or_else(|| gap_text(g), |units| format!("{units} below"))
                }
            };
            let exact = gap.filter(|&g| g > 0.0).map(gap_text);
            view! {
                <tr class="value-row" class:chosen=s.chosen class:illegal=s.value.is_none()>
                    <th scope="row" class="value-dir">
                        {s.label}
                    </th>
                    <td data-label="Below the best">
                        <div class="gap-cell">
                            <span class="gap-bar" class:off-scale=beyond aria-hidden="true">
                                <span class="gap-fill" style:width=format!("{share:.2}%")></span>
                            </span>
                            // The gap in full, on hover (and beside it, the
                            // value in full).
                            <span class="value-gap" title=exact>
                                {said}
                                {beyond.then(|| view! { <span class="off-scale-mark">" (off the scale)"</span> })}
                            </span>
                        </div>
                    </td>
                    <td class="value-number" data-label="Expected score">
                        {s.value.map_or("illegal".to_string(), group_digits)}
                    </td>
                </tr>
            }
        })
        .collect_view();
    let label = caption.clone();
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label=label>
            <table class="values-table difference-table stack-narrow">
                <caption class="sr-only">{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">"Move"</th>
                        <th scope="col" class="gap-head">
                            <span>"Below the best"</span>
                            <span class="scale" aria-hidden="true">
                                <span>"0"</span>
                                // No "−0" when every move ties (or only one is legal).
                                <span>{(scale > 0.0).then(|| format!("−{}", gap_digits(scale)))}</span>
                            </span>
                        </th>
                        <th scope="col">"Expected score"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        {tie}
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
            <div
                class="table-scroll"
                tabindex="0"
                role="region"
                aria-label=format!(
                    "The terms of {} and {}{}",
                    a.0,
                    b.0,
                    within.map_or(String::new(), |column| format!(" ({column})")),
                )
            >
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
