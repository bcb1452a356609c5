//! [`TileLayer`]: the tiles as the page draws them, each with an identity
//! that survives a move, so a tile can slide from its old cell to its new
//! one instead of blinking.
//!
//! Each tile is drawn in one of [`SLOTS`] fixed places on the page, for as
//! long as it lives: the page keeps that many elements for good instead of
//! a keyed list of one per tile, since Leptos's `<For>` keeps a pointer to
//! every row it ever made for as long as it lives (72 bytes a tile drawn,
//! found by the soak test), and a move then makes no element at all.

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
    /// Where the page draws it, below [`SLOTS`]; a tile keeps its slot.
    pub slot: u8,
    /// Put on this board rather than slid here (spawned, or drawn afresh):
    /// the page shows it in place, wherever its slot's last tile was.
    pub placed: bool,
}

/// The places the page keeps for tiles: one more than a board holds, so
/// that a spawned tile always finds a slot that was empty before the move
/// (its element not just now showing another tile: its grow-in plays).
pub const SLOTS: u8 = 17;

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
                self.push(cell, exponent, false, 0);
            }
        }
    }

    /// Follows a move: tiles slide along their paths, merged pairs become
    /// one popped tile, and the spawned tile appears. `after` is the board
    /// after the spawn; if the layer somehow disagrees with it, it is
    /// redrawn from `after`, so the page can never show a wrong board.
    pub fn follow(&mut self, before: Board, direction: Direction, spawn: Option<Spawn>, after: Board) {
        let paths = slide_paths(before, direction);
        let used_before = self.used_slots();
        let mut moved = Vec::with_capacity(self.sprites.len() + 1);
        for sprite in &self.sprites {
            let Some(path) = paths.iter().find(|p| p.from == sprite.cell) else { continue };
            if !path.absorbed {
                moved.push(Sprite {
                    cell: path.to,
                    exponent: sprite.exponent + u8::from(path.merged),
                    spawned: false,
                    merged: path.merged,
                    placed: false,
                    ..*sprite
                });
            }
        }
        self.sprites = moved;
        if let Some(spawn) = spawn {
            self.push(spawn.cell, spawn.exponent, true, used_before);
        }
        if self.board() != after {
            self.reset(after);
        }
    }

    /// Adds a tile in the first slot neither in use nor in `avoid` (a set
    /// of slots, one bit each).
    fn push(&mut self, cell: u8, exponent: u8, spawned: bool, avoid: u32) {
        let taken = self.used_slots() | avoid;
        let slot = (0..SLOTS).find(|slot| taken & (1 << slot) == 0).unwrap_or(SLOTS - 1);
        self.sprites.push(Sprite { id: self.next_id, cell, exponent, spawned, merged: false, slot, placed: true });
        self.next_id = self.next_id.wrapping_add(1);
    }

    /// The slots the tiles are in, one bit each.
    fn used_slots(&self) -> u32 {
        self.sprites.iter().fold(0, |used, s| used | 1 << s.slot)
    }

    /// The tile drawn in `slot`, if any.
    pub fn in_slot(&self, slot: u8) -> Option<Sprite> {
        self.sprites.iter().find(|s| s.slot == slot).copied()
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
    fn a_tile_keeps_its_slot_and_a_spawn_takes_one_empty_before_the_move() {
        let mut game = Game::new(5);
        let mut layer = TileLayer::new(game.board());
        let (mut moves, mut most) = (0, 0);
        for i in 0..3000 {
            let before = game.board();
            let earlier = layer.clone();
            let direction = Direction::ALL[(i * 7 + i / 5) % 4];
            let Some(spawn) = game.play(direction) else { continue };
            moves += 1;
            layer.follow(before, direction, Some(spawn), game.board());
            most = most.max(layer.sprites().len());
            let slots: Vec<u8> = layer.sprites().iter().map(|s| s.slot).collect();
            let mut distinct = slots.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), slots.len(), "one tile a slot at move {moves}");
            for sprite in layer.sprites() {
                assert!(sprite.slot < SLOTS);
                match earlier.sprites().iter().find(|s| s.id == sprite.id) {
                    Some(old) => {
                        assert_eq!((old.slot, sprite.placed), (sprite.slot, false), "a tile that slid keeps its slot")
                    }
                    None => {
                        assert!(sprite.spawned && sprite.placed);
                        assert_eq!(earlier.in_slot(sprite.slot), None, "the spawn's slot was empty before the move");
                    }
                }
                assert_eq!(layer.in_slot(sprite.slot), Some(*sprite));
            }
            if game.is_over() {
                break;
            }
        }
        assert_eq!(most, 16, "the board filled up ({moves} moves)");
        layer.reset(game.board());
        assert!(layer.sprites().iter().all(|s| s.placed && !s.spawned));
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
