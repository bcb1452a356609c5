//! [`Replay`]: a recorded search played back one step at a time, in the
//! order the solver visited its nodes, with every open node's value so far
//! (the best child yet at a max node, the running mean at a chance node).

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

/// The steps of one recorded search.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    steps: Vec<Step>,
    /// For each node, the index of the step that settles it.
    settled_at: Vec<usize>,
}

/// Where a replay stands after some number of steps.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayState {
    /// Steps taken so far.
    pub position: usize,
    /// The nodes entered and not yet left, root first (the call stack).
    pub open: Vec<u32>,
    /// The node the last step touched.
    pub current: Option<u32>,
    entered: Vec<bool>,
    settled: Vec<bool>,
}

impl Replay {
    pub fn new(tree: &SearchTree) -> Replay {
        let mut steps = Vec::with_capacity(2 * tree.nodes.len());
        let mut settled_at = vec![0; tree.nodes.len()];
        // Depth first, children in visiting order; `true` marks a node whose
        // children have been pushed and which is waiting to exit.
        let mut pending = vec![(0u32, false)];
        while let Some((index, exiting)) = pending.pop() {
            let node = tree.node(index);
            if node.kind == NodeKind::Leaf {
                settled_at[index as usize] = steps.len();
                steps.push(Step::Leaf(index));
            } else if exiting {
                settled_at[index as usize] = steps.len();
                steps.push(Step::Exit(index));
            } else {
                steps.push(Step::Enter(index));
                pending.push((index, true));
                pending.extend(node.children.iter().rev().map(|&child| (child, false)));
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

    /// The state after the first `position` steps (clamped to the end).
    pub fn state_at(&self, tree: &SearchTree, position: usize) -> ReplayState {
        let position = position.min(self.steps.len());
        let mut state = ReplayState {
            position,
            open: Vec::new(),
            current: None,
            entered: vec![false; tree.nodes.len()],
            settled: vec![false; tree.nodes.len()],
        };
        for step in &self.steps[..position] {
            match *step {
                Step::Enter(i) => {
                    state.entered[i as usize] = true;
                    state.open.push(i);
                    state.current = Some(i);
                }
                Step::Exit(i) => {
                    state.settled[i as usize] = true;
                    state.open.pop();
                    state.current = Some(i);
                }
                Step::Leaf(i) => {
                    state.entered[i as usize] = true;
                    state.settled[i as usize] = true;
                    state.current = Some(i);
                }
            }
        }
        state
    }

    /// One step, or, if the next step enters a node, past that node's whole
    /// subtree.
    pub fn step_over(&self, position: usize) -> usize {
        match self.steps.get(position) {
            Some(Step::Enter(i)) => self.settled_at[*i as usize] + 1,
            Some(_) => position + 1,
            None => self.steps.len(),
        }
    }

    /// Past the end of the innermost node still open at `position`.
    pub fn step_out(&self, state: &ReplayState) -> usize {
        match state.open.last() {
            Some(&node) => self.settled_at[node as usize] + 1,
            None => self.steps.len(),
        }
    }
}

impl ReplayState {
    pub fn entered(&self, node: u32) -> bool {
        self.entered[node as usize]
    }

    pub fn settled(&self, node: u32) -> bool {
        self.settled[node as usize]
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
        if node.kind == NodeKind::Max && node.children.is_empty() {
            return Some(node.value);
        }
        let settled = node.children.iter().copied().filter(|&c| self.settled(c));
        match node.kind {
            NodeKind::Max => settled.map(|c| tree.node(c).value).fold(None, |best: Option<f64>, v| match best {
                Some(b) if v <= b => Some(b),
                _ => Some(v),
            }),
            NodeKind::Chance => {
                // The search sums p(2)·V(2) + p(4)·V(4) cell by cell, then
                // divides by the cell count; done in the same order here,
                // the final mean is the same number to the last bit.
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
            NodeKind::Leaf => None,
        }
    }
}
