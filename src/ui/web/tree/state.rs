//! The tree view's own state: which nodes are open, which is selected, and
//! where the step-through stands.
//!
//! The replay cursor lives outside the reactive system and moves one step
//! at a time; `tick` tells the few rows on screen that it moved, and each
//! row works out its own state from it, so a step costs the same however
//! large the tree.

use crate::solver::{Replay, ReplayState};
use crate::ui::model::Recorded;
use leptos::prelude::*;
use std::collections::HashSet;
use std::sync::Arc;

#[derive(Clone, Copy)]
pub struct TreeUi {
    /// Nodes open in the outline.
    pub expanded: RwSignal<HashSet<u32>>,
    pub selected: RwSignal<u32>,
    /// Whether the reader is stepping through the search (else the outline
    /// shows the finished search).
    pub stepping: RwSignal<bool>,
    /// Bumped whenever the cursor moves.
    pub tick: RwSignal<u64>,
    /// While stepping, keep only the call stack open (a finished subtree
    /// closes once the search leaves it); off keeps whatever was opened.
    pub follow: RwSignal<bool>,
    pub playing: RwSignal<bool>,
    /// Steps per second while playing.
    pub speed: RwSignal<u32>,
    /// Bumped each time Play starts, so a timer chain from an earlier Play
    /// (paused and resumed within one tick) ends itself.
    pub play_run: StoredValue<u64>,
    pub problem: RwSignal<Option<String>>,
    /// What the ids of this view's outline rows and node detail start with
    /// (`tree` for the tab's own tree), so that two trees can be on the page
    /// at once (the stepper, overview and import keep fixed ids: only the
    /// tab has them).
    pub ids: &'static str,
    cursor: StoredValue<ReplayState>,
    replay: StoredValue<Arc<Replay>>,
}

impl TreeUi {
    /// The view state of one recorded tree (a new tree gets a new one, so
    /// no position or selection can outlive the tree it points into). It
    /// opens on the root's moves, not stepping.
    pub fn new(recorded: &Recorded, problem: RwSignal<Option<String>>, ids: &'static str) -> TreeUi {
        TreeUi {
            expanded: RwSignal::new(HashSet::from([0])),
            selected: RwSignal::new(0),
            stepping: RwSignal::new(false),
            tick: RwSignal::new(0),
            follow: RwSignal::new(true),
            playing: RwSignal::new(false),
            speed: RwSignal::new(20),
            play_run: StoredValue::new(0),
            problem,
            ids,
            cursor: StoredValue::new(recorded.replay.start(&recorded.tree)),
            replay: StoredValue::new(recorded.replay.clone()),
        }
    }

    /// The steps of the whole search.
    pub fn total(&self) -> usize {
        self.replay.with_value(|r| r.len())
    }

    /// Steps taken, while stepping (tracked).
    pub fn position(&self) -> Option<usize> {
        self.tick.track();
        self.stepping.get().then(|| self.cursor.with_value(|c| c.position))
    }

    pub fn position_untracked(&self) -> Option<usize> {
        self.stepping.get_untracked().then(|| self.cursor.with_value(|c| c.position))
    }

    /// Reads the cursor (tracked: re-read after every step).
    pub fn with_cursor<R>(&self, f: impl FnOnce(&ReplayState) -> R) -> Option<R> {
        self.tick.track();
        self.stepping.get().then(|| self.cursor.with_value(f))
    }

    /// Moves the replay to `target` and shows where the search is: the
    /// call stack opened (alone, in follow mode), the node just visited
    /// selected. A move costs the distance travelled, nothing more.
    pub fn go_to(&self, target: usize) {
        let replay = self.replay.get_value();
        self.cursor.update_value(|c| c.seek(&replay, target));
        self.stepping.set(true);
        self.tick.update(|t| *t += 1);
        let (stack, current) = self.cursor.with_value(|c| (c.open.clone(), c.current));
        if self.follow.get_untracked() {
            let mut open: HashSet<u32> = stack.into_iter().collect();
            open.insert(0);
            self.expanded.set(open);
        } else {
            self.expanded.update(|open| open.extend(stack));
        }
        self.selected.set(current.unwrap_or(0));
    }

    /// Opens every node on the path to `node` (so it can be seen) and
    /// selects it.
    pub fn reveal(&self, recorded: &Recorded, node: u32) {
        let path = recorded.tree.path_to(node);
        self.expanded.update(|open| open.extend(path.iter().take(path.len().saturating_sub(1))));
        self.selected.set(node);
    }

    /// The value to show for a node: its running value while stepping,
    /// its final value otherwise (tracked).
    pub fn shown_value(&self, recorded: &Recorded, node: u32) -> Option<f64> {
        match self.with_cursor(|c| c.value_so_far(&recorded.tree, node)) {
            Some(value) => value,
            None => Some(recorded.tree.node(node).value),
        }
    }

    /// Whether a node's value is final: always, unless stepping has not
    /// settled it yet (tracked).
    pub fn settled(&self, node: u32) -> bool {
        self.with_cursor(|c| c.settled(node)).unwrap_or(true)
    }
}
