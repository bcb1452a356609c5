//! [`PlayState`]: the game on the page, with its undo history and the tiles
//! as drawn.

use super::link::{LinkState, Start};
use super::tiles::TileLayer;
use crate::game::{Board, Direction, Game, Spawn};
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

/// Moves of the line put aside by a different move played at `at`.
#[derive(Clone, Debug, PartialEq)]
struct Aside {
    at: usize,
    moves: Vec<Direction>,
    /// Whether the line now played is the one that replaced these (then
    /// Undo back to `at` swaps them), rather than one Undo brought back.
    replaced_by_line: bool,
}

/// Moves put aside, as the page tells of them: after how many moves of
/// the game, how many, and the first of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PutAside {
    pub at: usize,
    pub count: usize,
    pub first: Direction,
}

/// A game in the page: where it began, its line of moves, and the
/// position the reader is at on that line.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    start: Start,
    /// The game's moves: the first `game.moves()` are played; any after
    /// those were stepped back over (Undo, the timeline) and are kept
    /// until a different move is played there, which puts them aside.
    line: Vec<Direction>,
    /// The moves a different move last replaced, kept so that a line
    /// played out to its end (a link's, Autoplay's) is never lost to one
    /// move: Undo back to where they were put aside, on the line that put
    /// them there, brings them back (see [`Aside::replaced_by_line`]).
    aside: Option<Aside>,
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
        PlayState::from_start(Start::Dealt { seed })
    }

    /// A game on a board set up by hand, its spawns drawn from `seed`.
    pub fn edited(board: Board, seed: u64) -> PlayState {
        PlayState::from_start(Start::Edited { board, seed })
    }

    pub fn from_start(start: Start) -> PlayState {
        let game = start.game();
        PlayState {
            start,
            line: Vec::new(),
            aside: None,
            tiles: TileLayer::new(game.board()),
            game,
            history: VecDeque::new(),
            kept_going: false,
            last_move: None,
            last_spawn: None,
        }
    }

    /// The game from `start` after `moves`, or `None` if one of them is
    /// illegal where it comes.
    pub fn replayed(start: Start, moves: &[Direction]) -> Option<PlayState> {
        let mut state = PlayState::from_start(start);
        for &direction in moves {
            if !state.play(direction) {
                return None;
            }
        }
        state.last_move = None;
        state.last_spawn = None;
        state.tiles.reset(state.game.board());
        Some(state)
    }

    /// The game a link holds, at its position: its moves replayed from its
    /// start, then `at` sought; `None` if a move is illegal where it comes.
    /// (The link's settings, view and node are not the game's.)
    pub fn from_link(link: &LinkState) -> Option<PlayState> {
        let mut play = PlayState::replayed(link.start, &link.moves)?;
        if let Some(at) = link.at {
            play.seek(at);
        }
        Some(play)
    }

    /// This game as a link: its start, its whole line, and where it stands
    /// on it (no settings, view or node).
    pub fn as_link(&self) -> LinkState {
        let at = self.played().len();
        let at = (at < self.line_len()).then_some(at);
        LinkState { start: self.start, moves: self.line.clone(), at, config: None, view: None, node: None, step: None }
    }

    pub fn start(&self) -> Start {
        self.start
    }

    /// The moves that led to the current position.
    pub fn played(&self) -> &[Direction] {
        &self.line[..self.game.moves() as usize]
    }

    /// The game's whole line of moves, including any stepped back over.
    pub fn line(&self) -> &[Direction] {
        &self.line
    }

    /// How many moves the game's line holds (the timeline's end).
    pub fn line_len(&self) -> usize {
        self.line.len()
    }

    /// Goes to the position after `moves` moves of the line (clamped to
    /// it): back through the undo history, or forward by replaying the
    /// line, which reproduces the same spawns.
    pub fn seek(&mut self, moves: usize) {
        let target = moves.min(self.line.len());
        let here = self.game.moves() as usize;
        if target < here && here - target <= self.history.len() {
            for _ in target..here {
                if let Some(previous) = self.history.pop_back() {
                    self.game = previous;
                }
            }
        } else if target < here {
            // Further back than the undo history reaches: replay from the start.
            let line = std::mem::take(&mut self.line);
            let (kept_going, aside) = (self.kept_going, self.aside.take());
            *self = PlayState::from_start(self.start);
            self.kept_going = kept_going;
            for &direction in &line[..target] {
                self.play(direction);
            }
            self.line = line;
            self.aside = aside;
        } else {
            for at in here..target {
                self.play(self.line[at]);
            }
        }
        self.last_move = None;
        self.last_spawn = None;
        self.tiles.reset(self.game.board());
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
        let at = self.game.moves() as usize - 1;
        if self.line.get(at) != Some(&direction) {
            let replaced = self.line.split_off(at);
            // The move that began the line put aside here: the two lines
            // change places.
            let back = self.aside.take_if(|aside| aside.at == at && aside.moves.first() == Some(&direction));
            if !replaced.is_empty() {
                self.aside = Some(Aside { at, moves: replaced, replaced_by_line: true });
            }
            match back {
                Some(back) => self.line.extend(back.moves),
                None => self.line.push(direction),
            }
        }
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

    /// The moves last put aside, as the page tells of them.
    pub fn aside(&self) -> Option<PutAside> {
        let aside = self.aside.as_ref()?;
        Some(PutAside { at: aside.at, count: aside.moves.len(), first: *aside.moves.first()? })
    }

    /// Takes back the last move, spawn included. Back where moves were put
    /// aside by the line played, they come back, and that line goes aside
    /// in their place (its first move, played again, returns it).
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.history.pop_back() else { return false };
        self.game = previous;
        let here = self.game.moves() as usize;
        if let Some(back) = self.aside.take_if(|aside| aside.at == here && aside.replaced_by_line) {
            let replaced = self.line.split_off(here);
            self.aside = Some(Aside { at: here, moves: replaced, replaced_by_line: false });
            self.line.extend(back.moves);
        }
        self.last_move = None;
        self.last_spawn = None;
        self.tiles.reset(self.game.board());
        true
    }

    pub fn notice(&self) -> Notice {
        if self.game.is_over() {
            Notice::Over
        } else if !self.kept_going && self.made_the_winning_tile() {
            Notice::Won
        } else {
            Notice::None
        }
    }

    /// Whether the move that led here made the first 2048: the notice
    /// belongs to that position, not to every later one (the timeline went
    /// back to a late position of a game Autoplay had played past 2048, and
    /// found it "won" again). A board set up with a 2048 on it was not won
    /// by the reader: it has no move before it, and no later move makes the
    /// first one.
    fn made_the_winning_tile(&self) -> bool {
        let reached = |game: &Game| game.board().max_tile() >= WINNING_TILE;
        reached(&self.game) && self.history.back().is_some_and(|before| !reached(before))
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
    fn a_game_and_its_link_hold_the_same_line_and_position() {
        let mut play = PlayState::new(3);
        for i in 0..30 {
            play.play(Direction::ALL[i % 4]);
        }
        let end = play.played().len();
        play.seek(end - 5);
        let link = play.as_link();
        assert_eq!((link.moves.len(), link.at), (end, Some(end - 5)));
        let back = PlayState::from_link(&link).expect("its own moves replay");
        assert_eq!(back.game().board(), play.game().board());
        assert_eq!((back.line(), back.played().len()), (play.line(), end - 5));
        // At the end of its line, a game's link names no position.
        play.seek(end);
        assert_eq!(play.as_link().at, None);
    }

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
    fn the_timeline_goes_back_and_forth_through_the_same_positions() {
        let mut state = PlayState::new(11);
        let solver = crate::solver::Solver::article();
        let mut boards = vec![state.game().board()];
        for _ in 0..300 {
            let decision = solver.decide(state.game().board(), state.game().decision_seed());
            state.play(decision.direction.unwrap());
            boards.push(state.game().board());
        }
        for target in [0, 150, 299, 7, 300, 1, 200] {
            state.seek(target);
            assert_eq!(state.game().board(), boards[target], "move {target}");
            assert_eq!(state.game().moves() as usize, target);
            assert_eq!(state.line_len(), 300, "the line is kept while seeking");
            assert_eq!(state.tiles().board(), boards[target]);
        }
        // Replaying the line from its start gives the same game, spawns and all.
        let replayed = PlayState::replayed(state.start(), state.played()).unwrap();
        assert_eq!(replayed.game(), state.game());
    }

    #[test]
    fn a_different_move_puts_the_line_aside_and_undo_brings_it_back() {
        let mut state = PlayState::new(11);
        let solver = crate::solver::Solver::article();
        for _ in 0..300 {
            let decision = solver.decide(state.game().board(), state.game().decision_seed());
            state.play(decision.direction.unwrap());
        }
        let line = state.line().to_vec();
        state.seek(200);
        let at_200 = state.game().clone();
        let other = Direction::ALL
            .into_iter()
            .find(|&d| state.game().board().is_legal(d) && line[200] != d)
            .expect("move 201 has a legal alternative");
        // The game's 100 moves from move 201 on go aside.
        assert!(state.play(other));
        assert_eq!(state.line_len(), 201);
        assert_eq!(state.aside().map(|a| (a.at, a.count)), Some((200, 100)));
        // Moves played on the new line keep them aside; Undo back to where
        // they went brings them back, and the new line goes aside.
        let next = Direction::ALL.into_iter().find(|&d| state.game().board().is_legal(d)).unwrap();
        assert!(state.play(next));
        assert!(state.undo());
        assert_eq!(state.line_len(), 202, "one Undo short of move 200");
        assert!(state.undo());
        assert_eq!(state.game(), &at_200);
        assert_eq!(state.line(), &line[..], "the game's own line is back, whole");
        assert_eq!(state.aside(), Some(PutAside { at: 200, count: 2, first: other }));
        // The new line's first move, played again, brings it back.
        assert!(state.play(other));
        assert_eq!(state.line(), &[&line[..200], &[other, next][..]].concat()[..]);
        assert_eq!(state.aside().map(|a| (a.at, a.count)), Some((200, 100)));
        // The old line's own move, after Undo, is just a move along it, and
        // so is Undo after it: the lines stay where they are.
        assert!(state.undo());
        assert!(state.play(line[200]));
        assert_eq!(state.line(), &line[..]);
        assert!(state.undo());
        assert_eq!(state.line(), &line[..]);
        assert_eq!(state.aside().map(|a| (a.at, a.count)), Some((200, 2)));
        // The line that replaced them, reached by the timeline and not by a
        // move, still gives them back on Undo.
        assert!(state.play(other));
        state.seek(150);
        state.seek(202);
        assert_eq!(state.line_len(), 202);
        assert!(state.undo());
        assert!(state.undo());
        assert_eq!(state.line(), &line[..]);
        // A different move elsewhere puts its own moves aside (one line is
        // kept aside, the latest).
        state.seek(250);
        let elsewhere =
            Direction::ALL.into_iter().find(|&d| state.game().board().is_legal(d) && line[250] != d).unwrap();
        assert!(state.play(elsewhere));
        assert_eq!(state.aside().map(|a| (a.at, a.count)), Some((250, 50)));
        // Stepping back along the timeline passes the place, and changes nothing.
        state.seek(100);
        assert_eq!(state.aside().map(|a| (a.at, a.count)), Some((250, 50)));
        assert_eq!(state.line_len(), 251);
    }

    #[test]
    fn an_edited_board_is_the_start_undo_returns_to() {
        let board = crate::game::parse_board("2,4,8,16,0,0,0,0,0,0,0,0,0,0,0,0").unwrap();
        let mut state = PlayState::edited(board, 4);
        assert_eq!(state.game().board(), board);
        assert!(state.play(Direction::Down));
        assert!(state.undo());
        assert_eq!(state.game().board(), board);
        assert_eq!(state.start(), Start::Edited { board, seed: 4 });
        assert_eq!(PlayState::replayed(state.start(), &[Direction::Up]), None, "up is illegal here");
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

    /// A board set up with a 2048 (or more) on it is not a win; one set up
    /// a merge short of 2048 is, once the merge is made.
    #[test]
    fn a_set_up_2048_is_not_celebrated() {
        let mut faces = [0u32; 16];
        faces[0] = 4096;
        let set_up = crate::game::parse_board(&faces.map(|f| f.to_string()).join(",")).unwrap();
        assert_eq!(PlayState::edited(set_up, 1).notice(), Notice::None);
        let mut faces = [0u32; 16];
        (faces[0], faces[1]) = (1024, 1024);
        let close = crate::game::parse_board(&faces.map(|f| f.to_string()).join(",")).unwrap();
        let mut state = PlayState::edited(close, 1);
        assert_eq!(state.notice(), Notice::None);
        assert!(state.play(Direction::Left));
        assert_eq!(state.notice(), Notice::Won);
    }

    /// The notice is the position's where 2048 was made, wherever the
    /// reader comes to it from; any later position has none.
    #[test]
    fn only_the_position_that_made_2048_is_celebrated() {
        let mut faces = [0u32; 16];
        (faces[0], faces[1]) = (1024, 1024);
        let close = crate::game::parse_board(&faces.map(|f| f.to_string()).join(",")).unwrap();
        let mut state = PlayState::edited(close, 1);
        assert!(state.play(Direction::Left));
        let made = state.game().moves() as usize;
        for &direction in Direction::ALL.iter().cycle().take(12) {
            state.play(direction);
        }
        assert!(state.game().moves() as usize > made + 2, "played on");
        assert_eq!(state.notice(), Notice::None, "a later position");
        state.seek(made);
        assert_eq!(state.notice(), Notice::Won, "back where it was made");
        state.seek(made + 2);
        assert_eq!(state.notice(), Notice::None);
        state.undo();
        state.undo();
        assert_eq!(state.notice(), Notice::Won, "undone back to it");
        state.keep_going();
        assert_eq!(state.notice(), Notice::None, "dismissed");
    }
}
