//! Asking the solver for its move on the board (the hint), recording its
//! whole search, which the article and the Search tree show: what the
//! board's buttons, its keys, the dock, a link and the Search tree share.

use super::AppState;
use crate::solver::{SearchTree, TooLarge};
use crate::ui::model::{Hint, Position, Recorded, Start, DECISION_NODES};
use crate::ui::web::kit::browser;
use leptos::prelude::*;

impl AppState {
    /// Runs the solver once on the current board, recording its whole
    /// search, and shows its answer (the reader stays on the view they are
    /// on). The recorded search is the solver's own (see
    /// `SearchTree::record`), so the hint is the same either way. A search
    /// too large to record is decided without a record, as Autoplay
    /// decides (up to [`DECISION_NODES`]), and the hint says it has no tree.
    pub fn ask_hint(self) {
        let (game, start) = self.play.with_untracked(|p| (p.game().clone(), p.start()));
        let position = Position::of(&game);
        // A board set up by hand was not dealt by its seed (which only draws its spawns).
        // The sampling seed is what `lookahead tree --seed` takes to redo it.
        let origin = match start {
            Start::Dealt { seed } => format!("game seed {seed}, sampling seed {}", position.seed),
            Start::Edited { .. } => format!("a board set up by hand, sampling seed {}", position.seed),
        };
        let config = self.config.get_untracked();
        let depth_reason = config.depth.reason(game.board().empty_count());
        // The wait the reader had, a recording that gave up included.
        let started = browser::now_millis();
        let (decision, millis, no_tree) =
            match self.record_search(position, format!("the hint at move {} ({origin})", game.moves())) {
                Ok(recorded) => {
                    let decision = recorded.tree.decision().clone();
                    let millis = recorded.millis.unwrap_or_default();
                    self.search.set(Some(recorded));
                    (decision, millis, None)
                }
                // Too large to record: decided as Autoplay decides, if that
                // budget holds it (no tree, and no older one left standing).
                Err(too_large) => {
                    self.search.set(None);
                    self.tree_node.set(None);
                    self.tree_step.set(None);
                    match self.solver().decide_within(position.board, position.seed, DECISION_NODES) {
                        Ok(decision) => (decision, browser::now_millis() - started, Some(too_large.to_string())),
                        Err(too_large) => {
                            self.message.set(Some(format!(
                            "No hint with these settings: {too_large}. Fewer layers or a smaller sample cap would do."
                        )));
                            return;
                        }
                    }
                }
            };
        self.tree_node.set(None);
        self.tree_step.set(None);
        self.hint.set(Some(Hint {
            board: game.board(),
            config: config.into_inner(),
            decision,
            depth_reason,
            millis,
            no_tree,
        }));
    }

    /// The solver's whole search at `position` under the current settings:
    /// the article's search when it is of that very search, else recorded
    /// now (and timed).
    pub fn record_search(self, position: Position, source: String) -> Result<Recorded, TooLarge> {
        let config = self.config.get_untracked();
        let known = self.article_search.with_untracked(|a| {
            a.as_ref()
                .filter(|a| {
                    a.tree.board() == position.board && a.tree.seed() == position.seed && config == *a.tree.config()
                })
                .cloned()
        });
        if let Some(recorded) = known {
            return Ok(Recorded { source, ..recorded });
        }
        let solver = self.solver();
        let started = browser::now_millis();
        browser::mark("lookahead-record-start");
        let tree = SearchTree::record(&solver, position.board, position.seed)?;
        browser::measure("lookahead-record", "lookahead-record-start");
        Ok(Recorded::new(tree, Some(browser::now_millis() - started), source))
    }
}
