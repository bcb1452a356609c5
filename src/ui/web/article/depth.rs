//! 4. Searching deeper when it matters: the depth rule with this board's
//! branch marked, and the sampling of spawn cells with this board's chance
//! node drawn.

use crate::solver::describe::{depth_branch, samples_every_cell, sampling_rule, MOST_CHANCE_CELLS};
use crate::solver::{NodeKind, CELLS, MAX_DEPTH};
use crate::ui::model::{count, Section};
use crate::ui::web::article::be_solver::{BeTheSolver, Spot};
use crate::ui::web::article::choice::guess_pending;
use crate::ui::web::article::claims::ClaimInline;
use crate::ui::web::article::knobs::{CapKnob, NumberKnob};
use crate::ui::web::article::section::{analysed, ArticleSection, NoSearch};
use crate::ui::web::kit::mini_board::MiniBoard;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::labels::cell_name;
use leptos::prelude::*;

#[component]
pub fn Depth() -> impl IntoView {
    let state = expect_context::<AppState>();
    let empties = move || state.position.with(|p| p.board.empty_count());
    let branch = move || state.config.with(|c| depth_branch(&c.depth, empties()));
    let applies = move |i: usize| move || branch() == i;
    let most_depth = f64::from(MAX_DEPTH);
    let now = move || {
        let e = empties();
        let depth = state.config.with(|c| c.depth.depth_for(e));
        format!(
            "The board on screen has {}, so the solver looks {} deep.",
            count(e.into(), "empty cell", "empty cells"),
            count(depth.into(), "layer", "layers")
        )
    };
    let sampling_note = move || {
        state.config.with(|c| {
            if c.depth.deepest() < 2 {
                // Depth 1 is the move alone: no chance node to sample.
                " (but at depth 1 the search stops after the move, before any chance node, so this solver samples no spawn at all).".to_string()
            } else if samples_every_cell(c) {
                format!(" (a board has at most {MOST_CHANCE_CELLS} empty cells after a move, so every cell is searched).")
            } else {
                ". A fresh draw is made at every chance node, and the average is taken over the drawn cells only."
                    .to_string()
            }
        })
    };
    view! {
        <ArticleSection section=Section::Depth>
            <p>
                "Every layer multiplies the work: a chance layer branches once per empty cell, twice over "
                "(a 2 and a 4), and a max layer up to four times. To keep that work small enough to play live, the "
                "article's solver makes two trades (the wall experiment further down measures what each one really saves)."
            </p>
            <h3>"Trade one: the depth follows the danger"</h3>
            <p>"It counts the empty cells of the board it is deciding on, and picks its depth from them:"</p>
            <ul class="depth-rule" aria-label="The depth rule">
                <li class:applies=applies(0) aria-current=move || applies(0)().then_some("true")>
                    "more than "
                    <NumberKnob
                        label="open-board threshold (empty cells)"
                        read=|c| f64::from(c.depth.open_above)
                        write=|c, v| c.depth.open_above = v as u32
                        max=f64::from(CELLS)
                        whole=true
                    />
                    " empty cells → depth "
                    <NumberKnob
                        label="depth on an open board"
                        read=|c| f64::from(c.depth.open_depth)
                        write=|c, v| c.depth.open_depth = v as u8
                        min=1.0
                        max=most_depth
                        whole=true
                    />
                </li>
                <li class:applies=applies(1) aria-current=move || applies(1)().then_some("true")>
                    "more than "
                    <NumberKnob
                        label="middle threshold (empty cells)"
                        read=|c| f64::from(c.depth.middle_above)
                        write=|c, v| c.depth.middle_above = v as u32
                        max=f64::from(CELLS)
                        whole=true
                    />
                    " → depth "
                    <NumberKnob
                        label="depth in the middle"
                        read=|c| f64::from(c.depth.middle_depth)
                        write=|c, v| c.depth.middle_depth = v as u8
                        min=1.0
                        max=most_depth
                        whole=true
                    />
                </li>
                <li class:applies=applies(2) aria-current=move || applies(2)().then_some("true")>
                    "otherwise → depth "
                    <NumberKnob
                        label="depth on a crowded board"
                        read=|c| f64::from(c.depth.crowded_depth)
                        write=|c, v| c.depth.crowded_depth = v as u8
                        min=1.0
                        max=most_depth
                        whole=true
                    />
                </li>
            </ul>
            <p class="live-fact" data-testid="depth-now">
                {now}
            </p>
            <p>
                "An open board has many empty cells, so deep search is expensive, and little can go wrong in a "
                "few moves anyway. A crowded board has few cells to branch on, and one careless move can end the "
                "game: that is where looking further pays."
            </p>
            <h3>"Trade two: a sample of the spawns"</h3>
            <p data-testid="sampling-rule">
                "At each chance node the solver expands " {move || state.config.with(|c| sampling_rule(c))}
                ". The cap, in cells: " <CapKnob /> {sampling_note}
            </p>
            {move || match analysed(state) {
                Some(recorded) => sample_view(&recorded.tree, guess_pending()).into_any(),
                None => view! { <NoSearch /> }.into_any(),
            }}
            {move || analysed(state).map(|recorded| view! { <BeTheSolver recorded=recorded spot=Spot::Deepest /> })}
            <ClaimInline id="claim-sampling" />
        </ArticleSection>
    }
}

/// The chance node after the solver's chosen move (or, while the reader is
/// to guess that move, after the first legal one): which cells it drew and
/// which it skipped.
fn sample_view(tree: &crate::solver::SearchTree, pending: bool) -> impl IntoView {
    let shown = if pending {
        tree.config().move_order.into_iter().find(|&d| tree.decision().value(d).is_some())
    } else {
        tree.decision().direction
    };
    let chance = tree
        .children(0)
        .find(|&c| matches!(tree.node(c).edge, crate::solver::Edge::Move { direction } if Some(direction) == shown))
        .filter(|&c| tree.node(c).kind == NodeKind::Chance);
    let after = match (pending, shown) {
        (true, Some(d)) => format!("After {} (the first move the solver tries)", d.name()),
        _ => "After the solver's move".to_string(),
    };
    let Some(index) = chance else {
        return view! { <p class="muted">"No chance node follows the solver's move here."</p> }.into_any();
    };
    let node = tree.node(index);
    let skipped = node.empty & !node.sampled;
    let names = |mask: u16| (0..16u8).filter(|c| mask & (1 << c) != 0).map(cell_name).collect::<Vec<_>>().join("; ");
    let sentence = if skipped == 0 {
        format!(
            "{after} this board has {}, and the search expanded {}.",
            count(node.empty.count_ones().into(), "empty cell", "empty cells"),
            if node.empty.count_ones() == 1 { "it" } else { "every one" }
        )
    } else {
        format!(
            "{after} this board has {}. This chance node drew {}: {}. It skipped {}: {}.",
            count(node.empty.count_ones().into(), "empty cell", "empty cells"),
            node.sampled.count_ones(),
            names(node.sampled),
            skipped.count_ones(),
            names(skipped)
        )
    };
    let cost = format!(
        "The whole search: {}, {}, {} scored.",
        count(tree.decision().nodes.max, "max node", "max nodes"),
        count(tree.decision().nodes.chance, "chance node", "chance nodes"),
        count(tree.decision().nodes.leaves, "board", "boards")
    );
    view! {
        <figure class="sample-figure">
            <MiniBoard board=node.board marked=node.sampled skipped=skipped large=true />
            <figcaption>
                <p data-testid="sampled-cells">{sentence}</p>
                <p class="muted">"Outlined: drawn. Hatched: skipped. " {cost}</p>
            </figcaption>
        </figure>
    }
    .into_any()
}
