//! One table of runs, a row per run and a column per [`Measure`]: the
//! Benchmark's results and each experiment's tables. Hidden while it has no
//! row (an empty table would be one more stop for the keyboard, with nothing
//! in it); scrolls sideways on a narrow screen, or shows each row as a card
//! where its class says `stack-narrow` (each cell names its column).

use crate::bench::Summary;
use crate::ui::model::{Figure, Measure};
use leptos::prelude::*;
use std::sync::Arc;

/// A run as a table row: its name and its figures.
#[derive(Clone, Debug, PartialEq)]
pub struct SummaryRow {
    pub label: String,
    pub summary: Summary,
}

/// The rows, read again whenever a signal they read changes. (A plain
/// shared closure, not a `Signal`: one more signal type would bring its own
/// copy of the reactive machinery into the page.)
pub type Rows = Arc<dyn Fn() -> Vec<SummaryRow> + Send + Sync>;

/// Where the table is, what it is called and what it shows.
#[derive(Clone, Debug)]
pub struct TableText {
    pub caption: &'static str,
    /// The scrolling region's name for a screen reader.
    pub region: &'static str,
    /// The table's class (its look).
    pub class: &'static str,
    /// The first column's header: what a row is ("Run", "Solver").
    pub rows_are: &'static str,
    pub testid: Option<String>,
}

#[component]
pub fn SummaryTable(text: TableText, measures: Vec<Measure>, rows: Rows) -> impl IntoView {
    let TableText { caption, region, class, rows_are, testid } = text;
    let body_rows = rows.clone();
    let headers = measures.iter().map(|m| view! { <th scope="col">{m.header()}</th> }).collect_view();
    let body = move || {
        body_rows()
            .into_iter()
            .map(|row| {
                let cells = measures.iter().map(|m| cell(*m, &row.summary)).collect_view();
                view! {
                    <tr>
                        <th scope="row">{row.label}</th>
                        {cells}
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label=region hidden=move || rows().is_empty()>
            <table class=class data-testid=testid>
                <caption>{caption}</caption>
                <thead>
                    <tr>
                        <th scope="col">{rows_are}</th>
                        {headers}
                    </tr>
                </thead>
                <tbody>{body}</tbody>
            </table>
        </div>
    }
}

/// A run's figure in one column; a share's interval on a line of its own,
/// which keeps the column narrow.
fn cell(measure: Measure, summary: &Summary) -> impl IntoView {
    let Figure { text, interval } = measure.figure(summary);
    view! {
        <td data-label=measure
            .header()>{text} {interval.map(|interval| view! { <span class="interval">{interval}</span> })}</td>
    }
}
