//! [`PlayState`]: the game on the page, with its undo history and the tiles
//! as drawn.

use super::tiles::TileLayer;
use crate::game::{Direction, Game, Spawn};
use std::collections::VecDeque;

/// How many moves Undo can take back. A game of several thousand moves
/// still fits; each entry is a few dozen bytes.
pub const HISTORY_LIMIT: usize = 20_000;

/// The tile whose first appearance the page celebrates.
const WINNING_TILE: u32 = 2048;

/// What the board overlay says, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    None,
    /// 2048 was reached and the player has not chosen to keep going yet.
    Won,
    /// No move is legal.
    Over,
}

/// A game in the page.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    game: Game,
    history: VecDeque<Game>,
    tiles: TileLayer,
    kept_going: bool,
    /// The move that made the current board, for announcing it.
    last_move: Option<Direction>,
    /// The tile the game put down after that move.
    last_spawn: Option<Spawn>,
}

impl PlayState {
    pub fn new(seed: u64) -> PlayState {
        let game = Game::new(seed);
        PlayState {
            tiles: TileLayer::new(game.board()),
            game,
            history: VecDeque::new(),
            kept_going: false,
            last_move: None,
            last_spawn: None,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn tiles(&self) -> &TileLayer {
        &self.tiles
    }

    /// Plays a move; returns whether it was legal (an illegal move changes
    /// nothing and is not recorded).
    pub fn play(&mut self, direction: Direction) -> bool {
        let before = self.game.clone();
        let Some(spawn) = self.game.play(direction) else { return false };
        self.tiles.follow(before.board(), direction, Some(spawn), self.game.board());
        if self.history.len() == HISTORY_LIMIT {
            self.history.pop_front();
        }
        self.history.push_back(before);
        self.last_move = Some(direction);
        self.last_spawn = Some(spawn);
        true
    }

    /// The move that made the current board (`None` after Undo or at the
    /// start).
    pub fn last_move(&self) -> Option<Direction> {
        self.last_move
    }

    /// The tile that appeared after the last move (`None` after Undo or at
    /// the start).
    pub fn last_spawn(&self) -> Option<Spawn> {
        self.last_spawn
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Takes back the last move, spawn included.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.history.pop_back() else { return false };
        self.game = previous;
        self.last_move = None;
        self.last_spawn = None;
        self.tiles.reset(self.game.board());
        true
    }

    pub fn notice(&self) -> Notice {
        if self.game.is_over() {
            Notice::Over
        } else if !self.kept_going && self.game.board().max_tile() >= WINNING_TILE {
            Notice::Won
        } else {
            Notice::None
        }
    }

    /// Dismisses the 2048 notice for the rest of this game.
    pub fn keep_going(&mut self) {
        self.kept_going = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_walks_back_through_every_move() {
        let mut state = PlayState::new(3);
        let mut boards = vec![state.game().board()];
        for i in 0..40 {
            if state.play(Direction::ALL[i % 4]) {
                boards.push(state.game().board());
            }
        }
        assert!(boards.len() > 20);
        while state.can_undo() {
            assert_eq!(state.game().board(), boards.pop().unwrap());
            state.undo();
            assert_eq!(state.tiles().board(), state.game().board());
        }
        assert_eq!(boards, vec![state.game().board()]);
        assert_eq!(state.game().moves(), 0);
        assert!(!state.undo());
    }

    #[test]
    fn undo_restores_the_same_spawns() {
        let mut state = PlayState::new(8);
        state.play(Direction::Down);
        let after_once = state.game().clone();
        state.undo();
        state.play(Direction::Down);
        assert_eq!(state.game(), &after_once);
    }

    #[test]
    fn notices() {
        let mut state = PlayState::new(1);
        assert_eq!(state.notice(), Notice::None);
        // Play with the solver until 2048 appears (seed 1 game 0 reaches it).
        let solver = crate::solver::Solver::article();
        while state.notice() == Notice::None {
            let decision = solver.decide(state.game().board(), state.game().decision_seed());
            state.play(decision.direction.expect("not over yet"));
        }
        if state.notice() == Notice::Won {
            state.keep_going();
            assert_eq!(state.notice(), Notice::None);
        }
    }
}
