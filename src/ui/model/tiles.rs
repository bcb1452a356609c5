//! [`TileLayer`]: the tiles as the page draws them, each with an identity
//! that survives a move, so a tile can slide from its old cell to its new
//! one instead of blinking.

use crate::game::{slide_paths, Board, Direction, Spawn};

/// One drawn tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sprite {
    /// Stable across moves; a new tile gets a new id.
    pub id: u32,
    pub cell: u8,
    pub exponent: u8,
    /// Just spawned: the page grows it in.
    pub spawned: bool,
    /// Just made by a merge: the page pops it.
    pub merged: bool,
}

/// The drawn tiles of one board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TileLayer {
    sprites: Vec<Sprite>,
    next_id: u32,
}

impl TileLayer {
    /// Fresh tiles for `board`, none of them animated.
    pub fn new(board: Board) -> TileLayer {
        let mut layer = TileLayer::default();
        layer.reset(board);
        layer
    }

    pub fn sprites(&self) -> &[Sprite] {
        &self.sprites
    }

    /// Redraws `board` from scratch (after Undo or a new game): new ids, no
    /// animation.
    pub fn reset(&mut self, board: Board) {
        self.sprites.clear();
        for cell in 0..16u8 {
            let exponent = board.exponent(usize::from(cell));
            if exponent != 0 {
                self.push(cell, exponent, false);
            }
        }
    }

    /// Follows a move: tiles slide along their paths, merged pairs become
    /// one popped tile, and the spawned tile appears. `after` is the board
    /// after the spawn; if the layer somehow disagrees with it, it is
    /// redrawn from `after`, so the page can never show a wrong board.
    pub fn follow(&mut self, before: Board, direction: Direction, spawn: Option<Spawn>, after: Board) {
        let paths = slide_paths(before, direction);
        let mut moved = Vec::with_capacity(self.sprites.len() + 1);
        for sprite in &self.sprites {
            let Some(path) = paths.iter().find(|p| p.from == sprite.cell) else { continue };
            if !path.absorbed {
                moved.push(Sprite {
                    cell: path.to,
                    exponent: sprite.exponent + u8::from(path.merged),
                    spawned: false,
                    merged: path.merged,
                    ..*sprite
                });
            }
        }
        self.sprites = moved;
        if let Some(spawn) = spawn {
            self.push(spawn.cell, spawn.exponent, true);
        }
        if self.board() != after {
            self.reset(after);
        }
    }

    fn push(&mut self, cell: u8, exponent: u8, spawned: bool) {
        self.sprites.push(Sprite { id: self.next_id, cell, exponent, spawned, merged: false });
        self.next_id = self.next_id.wrapping_add(1);
    }

    /// The board these tiles show.
    pub fn board(&self) -> Board {
        self.sprites.iter().fold(Board::EMPTY, |board, s| board.with_exponent(usize::from(s.cell), s.exponent))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{parse_board, Game};

    #[test]
    fn a_merge_keeps_the_leading_tile() {
        let before = parse_board("2,2,0,4,0,0,0,0,0,0,0,0,0,0,0,0").unwrap();
        let mut layer = TileLayer::new(before);
        let ids: Vec<u32> = layer.sprites().iter().map(|s| s.id).collect();
        let after_move = before.slide(Direction::Left);
        let spawn = Spawn { cell: 15, exponent: 1 };
        let after = after_move.with_exponent(15, 1);
        layer.follow(before, Direction::Left, Some(spawn), after);
        assert_eq!(layer.board(), after);
        let merged = layer.sprites().iter().find(|s| s.cell == 0).unwrap();
        assert_eq!((merged.id, merged.exponent, merged.merged), (ids[0], 2, true));
        let slid = layer.sprites().iter().find(|s| s.cell == 1).unwrap();
        assert_eq!((slid.id, slid.merged), (ids[2], false));
        assert!(layer.sprites().iter().any(|s| s.cell == 15 && s.spawned));
        assert_eq!(layer.sprites().len(), 3);
    }

    #[test]
    fn follows_a_whole_game_without_drifting() {
        let mut game = Game::new(11);
        let mut layer = TileLayer::new(game.board());
        for i in 0..500 {
            let before = game.board();
            let direction = Direction::ALL[(i * 7) % 4];
            let spawn = game.play(direction);
            if spawn.is_some() {
                layer.follow(before, direction, spawn, game.board());
                assert_eq!(layer.board(), game.board());
            }
        }
    }
}
