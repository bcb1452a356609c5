//! The hint: asking the solver for its move here (recording its whole
//! search, which the article and the Search tree show), and the line under
//! the board that gives the answer and where the article explains it (its
//! values are in "From score to move").

use crate::solver::{SearchTree, TooLarge};
use crate::ui::model::{count, Hint, Panel, Position, Recorded, Section, Start, DECISION_NODES};
use crate::ui::web::kit::browser;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::open::open_tree_at;
use leptos::prelude::*;

#[component]
pub fn HintLine() -> impl IntoView {
    let state = expect_context::<AppState>();
    let body = move || {
        if state.autoplay.get() {
            return Some(view! { <p class="hint-line muted">"Autoplay is choosing every move."</p> }.into_any());
        }
        let hint = state.current_hint()?;
        // A board with no move needs no search: nothing to say of one.
        let (verdict, detail) = match hint.decision.direction {
            Some(direction) => (
                format!("Hint: move {} {}", direction.name(), direction.arrow()),
                format!(
                    " · depth {} · {} scored in {}{}",
                    hint.decision.depth,
                    count(hint.decision.nodes.leaves, "board", "boards"),
                    browser::millis_text(hint.millis),
                    if hint.no_tree.is_some() { " · a search too large to show as a tree" } else { "" }
                ),
            ),
            None => ("No legal move: the game is over.".to_string(), String::new()),
        };
        let why = move |_| {
            state.panel.set(Panel::Article);
            state.section.set(Some(Section::Choice));
            // Once the article is shown (it may have been hidden behind
            // another view, where nothing scrolls): the section comes to the
            // top and its heading takes the keyboard.
            browser::after(0, || browser::reach_section(Section::Choice.id()));
        };
        // The whole search behind the hint, where it was recorded.
        let tree = (hint.decision.direction.is_some() && hint.no_tree.is_none()).then(|| {
            let open = move |ev: web_sys::MouseEvent| {
                if let Some(recorded) = state.search.get_untracked() {
                    open_tree_at(state, recorded, None, &ev);
                }
            };
            view! {
                " · "
                <button class="link" on:click=open>"Its search tree"</button>
            }
        });
        Some(
            view! {
                <p class="hint-line">
                    <strong data-testid="hint-direction">{verdict}</strong>
                    <span class="muted">{detail}</span>
                    " "
                    <button class="link" on:click=why>"Why?"</button>
                    {tree}
                </p>
            }
            .into_any(),
        )
    };
    // Spoken from a region that is always on the page: a region created
    // together with its words is often not heard.
    view! { <div class="hint-slot" aria-live="polite">{body}</div> }
}

/// Runs the solver once on the current board, recording its whole
/// search, and shows its answer (the reader stays on the view they are
/// on). The recorded search is the solver's own (see
/// `SearchTree::record`), so the hint is the same either way. A search
/// too large to record is decided without a record, as Autoplay
/// decides (up to [`DECISION_NODES`]), and the hint says it has no tree.
pub fn ask_hint(state: AppState) {
    let (game, start) = state.play.with_untracked(|p| (p.game().clone(), p.start()));
    let position = Position::of(&game);
    // A board set up by hand was not dealt by its seed (which only draws its spawns).
    // The sampling seed is what `lookahead tree --seed` takes to redo it.
    let origin = match start {
        Start::Dealt { seed } => format!("game seed {seed}, sampling seed {}", position.seed),
        Start::Edited { .. } => format!("a board set up by hand, sampling seed {}", position.seed),
    };
    let config = state.config.get_untracked();
    let depth_reason = config.depth.explain(game.board().empty_count());
    // The wait the reader had, a recording that gave up included.
    let started = browser::now_millis();
    let (decision, millis, no_tree) =
        match record(state, position, format!("the hint at move {} ({origin})", game.moves())) {
            Ok(recorded) => {
                let decision = recorded.tree.decision().clone();
                let millis = recorded.millis.unwrap_or_default();
                state.search.set(Some(recorded));
                (decision, millis, None)
            }
            // Too large to record: decided as Autoplay decides, if that
            // budget holds it (no tree, and no older one left standing).
            Err(too_large) => {
                state.search.set(None);
                state.tree_node.set(None);
                state.tree_step.set(None);
                match state.solver().decide_within(position.board, position.seed, DECISION_NODES) {
                    Ok(decision) => (decision, browser::now_millis() - started, Some(too_large.to_string())),
                    Err(too_large) => {
                        state.message.set(Some(format!(
                            "No hint with these settings: {too_large}. Fewer layers or a smaller sample cap would do."
                        )));
                        return;
                    }
                }
            }
        };
    state.tree_node.set(None);
    state.tree_step.set(None);
    state.hint.set(Some(Hint {
        board: game.board(),
        config: config.into_inner(),
        decision,
        depth_reason,
        millis,
        no_tree,
    }));
}

/// The solver's whole search at `position` under the current settings:
/// the article's explained search when it is of that very search, else recorded
/// now (and timed).
pub fn record(state: AppState, position: Position, source: String) -> Result<Recorded, TooLarge> {
    let config = state.config.get_untracked();
    let known = state.explained.with_untracked(|a| {
        a.as_ref()
            .filter(|a| {
                a.tree.board() == position.board && a.tree.seed() == position.seed && config == *a.tree.config()
            })
            .cloned()
    });
    if let Some(recorded) = known {
        return Ok(Recorded { source, ..recorded });
    }
    let solver = state.solver();
    let started = browser::now_millis();
    browser::mark("lookahead-record-start");
    let tree = SearchTree::record(&solver, position.board, position.seed)?;
    browser::measure("lookahead-record", "lookahead-record-start");
    Ok(Recorded::new(tree, Some(browser::now_millis() - started), source))
}
