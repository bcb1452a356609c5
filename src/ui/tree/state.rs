//! The tree view's own state: which nodes are open, which is selected, and
//! where the step-through stands.

use super::super::context::Recorded;
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
    /// Bumped each time Play starts, so a timer chain from an earlier Play
    /// (paused and resumed within one tick) ends itself.
    pub play_run: StoredValue<u64>,
    /// Where the replay stands, derived from `position`.
    pub step: Memo<Option<ReplayState>>,
    pub problem: RwSignal<Option<String>>,
}

impl TreeUi {
    /// The view state of one recorded tree (a new tree gets a new one, so
    /// no position or selection can outlive the tree it points into). It
    /// opens on the root's moves, not stepping.
    pub fn new(recorded: &Recorded, problem: RwSignal<Option<String>>) -> TreeUi {
        let position = RwSignal::new(None::<usize>);
        let replay = recorded.replay.clone();
        let tree = recorded.tree.clone();
        let step = Memo::new(move |_| position.get().map(|p| replay.state_at(&tree, p)));
        TreeUi {
            expanded: RwSignal::new(HashSet::from([0])),
            selected: RwSignal::new(0),
            position,
            playing: RwSignal::new(false),
            speed: RwSignal::new(20),
            play_run: StoredValue::new(0),
            step,
            problem,
        }
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
        self.step.with(|step| match step {
            Some(step) => step.value_so_far(&recorded.tree, node),
            None => Some(recorded.tree.node(node).value),
        })
    }
}
