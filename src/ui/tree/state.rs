//! The tree view's own state: which nodes are open, which is selected, and
//! where the step-through stands.

use super::super::context::{AppState, Recorded};
use crate::solver::ReplayState;
use leptos::prelude::*;
use std::collections::HashSet;

#[derive(Clone, Copy)]
pub struct TreeUi {
    pub expanded: RwSignal<HashSet<u32>>,
    pub selected: RwSignal<u32>,
    /// Steps taken while stepping through the search; `None` shows the
    /// finished search.
    pub position: RwSignal<Option<usize>>,
    pub playing: RwSignal<bool>,
    /// Steps per second while playing.
    pub speed: RwSignal<u32>,
    pub problem: RwSignal<Option<String>>,
    /// Where the replay stands, derived from `position`.
    pub step: Memo<Option<ReplayState>>,
}

impl TreeUi {
    pub fn new(state: AppState) -> TreeUi {
        let position = RwSignal::new(None::<usize>);
        let step = Memo::new(move |_| {
            let position = position.get()?;
            state.search.with(|s| s.as_ref().map(|r| r.replay.state_at(&r.tree, position)))
        });
        let ui = TreeUi {
            expanded: RwSignal::new(HashSet::from([0])),
            selected: RwSignal::new(0),
            position,
            playing: RwSignal::new(false),
            speed: RwSignal::new(20),
            problem: RwSignal::new(None),
            step,
        };
        // A new tree opens on the root's moves, not stepping.
        Effect::new(move |_| {
            state.search.track();
            ui.expanded.set(HashSet::from([0]));
            ui.selected.set(0);
            ui.position.set(None);
            ui.playing.set(false);
        });
        ui
    }

    /// Opens every node on the path to `node` (so it can be seen) and
    /// selects it.
    pub fn reveal(&self, recorded: &Recorded, node: u32) {
        let path = recorded.tree.path_to(node);
        self.expanded.update(|open| open.extend(path.iter().take(path.len().saturating_sub(1))));
        self.selected.set(node);
    }

    /// The value to show for a node: its running value while stepping,
    /// its final value otherwise.
    pub fn shown_value(&self, recorded: &Recorded, node: u32) -> Option<f64> {
        match self.step.get() {
            Some(step) => step.value_so_far(&recorded.tree, node),
            None => Some(recorded.tree.node(node).value),
        }
    }
}
