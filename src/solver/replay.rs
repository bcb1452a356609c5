//! [`Replay`]: a recorded search played back one step at a time, in the
//! order the solver visited its nodes, with every open node's value so far
//! (the best child yet at a max node, the running mean at a chance node).
//!
//! A [`ReplayState`] is a cursor: a step forward or back changes only what
//! that step touched, so stepping costs the same at step 10 as at step
//! 10,000, whatever the size of the tree.

use super::config::ChanceRule;
use super::tree::{NodeKind, SearchTree};

/// One step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The search enters a max or chance node.
    Enter(u32),
    /// It leaves that node, its value settled.
    Exit(u32),
    /// It scores a leaf (entering and leaving at once).
    Leaf(u32),
}

impl Step {
    /// The node the step touches.
    pub fn node(self) -> u32 {
        match self {
            Step::Enter(i) | Step::Exit(i) | Step::Leaf(i) => i,
        }
    }
}

/// The steps of one recorded search.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    steps: Vec<Step>,
    /// For each node, the index of the step that settles it.
    settled_at: Vec<u32>,
}

/// Where a replay stands: a cursor over its steps.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayState {
    /// Steps taken so far.
    pub position: usize,
    /// The nodes entered and not yet left, root first (the call stack).
    pub open: Vec<u32>,
    /// The node the last step touched.
    pub current: Option<u32>,
    entered: Bits,
    settled: Bits,
}

/// A fixed-size set of node indices.
#[derive(Clone, Debug, PartialEq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(size: usize) -> Bits {
        Bits(vec![0; size.div_ceil(64)])
    }

    fn get(&self, i: u32) -> bool {
        self.0[i as usize / 64] & 1 << (i % 64) != 0
    }

    fn set(&mut self, i: u32, on: bool) {
        let word = &mut self.0[i as usize / 64];
        if on {
            *word |= 1 << (i % 64);
        } else {
            *word &= !(1 << (i % 64));
        }
    }
}

impl Replay {
    pub fn new(tree: &SearchTree) -> Replay {
        let mut steps = Vec::with_capacity(2 * tree.len());
        let mut settled_at = vec![0; tree.len()];
        // Depth first, children in visiting order; `true` marks a node whose
        // children have been pushed and which is waiting to exit.
        let mut pending = vec![(0u32, false)];
        while let Some((index, exiting)) = pending.pop() {
            if tree.node(index).kind == NodeKind::Leaf {
                settled_at[index as usize] = steps.len() as u32;
                steps.push(Step::Leaf(index));
            } else if exiting {
                settled_at[index as usize] = steps.len() as u32;
                steps.push(Step::Exit(index));
            } else {
                steps.push(Step::Enter(index));
                pending.push((index, true));
                let first = pending.len();
                pending.extend(tree.children(index).map(|child| (child, false)));
                pending[first..].reverse();
            }
        }
        Replay { steps, settled_at }
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The cursor's position once `node` has settled (just past the step
    /// that settles it).
    pub fn settles_at(&self, node: u32) -> usize {
        self.settled_at.get(node as usize).map_or(self.steps.len(), |&at| at as usize + 1)
    }

    /// The cursor's position once the search has entered `node` (just past
    /// the step that enters it; a leaf is entered as it is settled).
    pub fn enters_at(&self, node: u32) -> usize {
        self.steps
            .iter()
            .position(|s| matches!(*s, Step::Enter(i) | Step::Leaf(i) if i == node))
            .map_or(self.steps.len(), |at| at + 1)
    }

    /// The most nodes open at once (the deepest call stack) anywhere in
    /// the search: what the stepper's stack must have room for.
    pub fn deepest(&self) -> usize {
        let (mut open, mut deepest) = (0usize, 0usize);
        for step in &self.steps {
            match step {
                Step::Enter(_) => {
                    open += 1;
                    deepest = deepest.max(open);
                }
                Step::Exit(_) => open = open.saturating_sub(1),
                Step::Leaf(_) => {}
            }
        }
        deepest
    }

    /// A cursor before the first step.
    pub fn start(&self, tree: &SearchTree) -> ReplayState {
        ReplayState {
            position: 0,
            open: Vec::new(),
            current: None,
            entered: Bits::new(tree.len()),
            settled: Bits::new(tree.len()),
        }
    }

    /// The state after the first `position` steps (clamped to the end).
    pub fn state_at(&self, tree: &SearchTree, position: usize) -> ReplayState {
        let mut state = self.start(tree);
        state.seek(self, position);
        state
    }

    /// One step, or, if the next step enters a node, past that node's whole
    /// subtree.
    pub fn step_over(&self, position: usize) -> usize {
        match self.steps.get(position) {
            Some(Step::Enter(i)) => self.settled_at[*i as usize] as usize + 1,
            Some(_) => position + 1,
            None => self.steps.len(),
        }
    }

    /// Past the end of the innermost node still open at `state`.
    pub fn step_out(&self, state: &ReplayState) -> usize {
        match state.open.last() {
            Some(&node) => self.settled_at[node as usize] as usize + 1,
            None => self.steps.len(),
        }
    }
}

impl ReplayState {
    /// Takes the next step; false at the end.
    pub fn forward(&mut self, replay: &Replay) -> bool {
        let Some(&step) = replay.steps.get(self.position) else { return false };
        match step {
            Step::Enter(i) => {
                self.entered.set(i, true);
                self.open.push(i);
            }
            Step::Exit(i) => {
                self.settled.set(i, true);
                self.open.pop();
            }
            Step::Leaf(i) => {
                self.entered.set(i, true);
                self.settled.set(i, true);
            }
        }
        self.position += 1;
        self.current = Some(step.node());
        true
    }

    /// Takes back the last step; false at the start.
    pub fn back(&mut self, replay: &Replay) -> bool {
        let Some(position) = self.position.checked_sub(1) else { return false };
        match replay.steps[position] {
            Step::Enter(i) => {
                self.entered.set(i, false);
                self.open.pop();
            }
            Step::Exit(i) => {
                self.settled.set(i, false);
                self.open.push(i);
            }
            Step::Leaf(i) => {
                self.entered.set(i, false);
                self.settled.set(i, false);
            }
        }
        self.position = position;
        self.current = position.checked_sub(1).map(|p| replay.steps[p].node());
        true
    }

    /// Moves to `target` (clamped to the end), one step at a time: the cost
    /// is the distance, not the position.
    pub fn seek(&mut self, replay: &Replay, target: usize) {
        let target = target.min(replay.len());
        while self.position < target && self.forward(replay) {}
        while self.position > target && self.back(replay) {}
    }

    pub fn entered(&self, node: u32) -> bool {
        self.entered.get(node)
    }

    pub fn settled(&self, node: u32) -> bool {
        self.settled.get(node)
    }

    /// The node's value as far as the search has got: final once settled;
    /// for an open max node the best settled child so far (the first wins a
    /// tie, as in the search); for an open chance node the mean over the
    /// cells whose spawns are all settled. `None` before anything is known.
    pub fn value_so_far(&self, tree: &SearchTree, index: u32) -> Option<f64> {
        let node = tree.node(index);
        if self.settled(index) {
            return Some(node.value);
        }
        if !self.entered(index) {
            return None;
        }
        // A max node with no legal move is scored by the heuristic as soon
        // as it is entered.
        if node.kind == NodeKind::Max && !tree.has_children(index) {
            return Some(node.value);
        }
        match node.kind {
            NodeKind::Max => tree.children(index).filter(|&c| self.settled(c)).map(|c| tree.node(c).value).fold(
                None,
                |best: Option<f64>, v| match best {
                    Some(b) if v <= b => Some(b),
                    _ => Some(v),
                },
            ),
            NodeKind::Chance => match tree.config().chance_rule {
                // The lowest settled spawn: every spawn the tree holds can
                // happen (one that cannot is never searched).
                ChanceRule::Worst => {
                    tree.children(index).filter(|&c| self.settled(c)).map(|c| tree.node(c).value).reduce(f64::min)
                }
                ChanceRule::Mean => self.settled_mean(tree, index),
            },
            NodeKind::Leaf => None,
        }
    }

    /// An open chance node's value under the mean, from the cells whose
    /// spawns are all settled. The search sums p(2)·V(2) + p(4)·V(4) cell
    /// by cell, then divides by the cell count; done in the same order
    /// here, the final mean is the same number to the last bit.
    fn settled_mean(&self, tree: &SearchTree, index: u32) -> Option<f64> {
        let (mut sum, mut cells) = (0.0, 0u32);
        for (_, spawns) in tree.spawns_by_cell(index) {
            let settled_value = |c: u32| self.settled(c).then(|| tree.node(c).value);
            if let Some(blend) = tree.cell_blend(&spawns, settled_value) {
                sum += blend;
                cells += 1;
            }
        }
        (cells > 0).then(|| sum / f64::from(cells))
    }
}
