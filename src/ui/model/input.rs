//! Keys, swipes and autoplay speeds, mapped to what they mean.

use super::ViewName;
use crate::game::Direction;

/// The direction an arrow key or WASD key asks for.
pub fn direction_for_key(key: &str) -> Option<Direction> {
    match key {
        "ArrowUp" | "w" | "W" => Some(Direction::Up),
        "ArrowDown" | "s" | "S" => Some(Direction::Down),
        "ArrowLeft" | "a" | "A" => Some(Direction::Left),
        "ArrowRight" | "d" | "D" => Some(Direction::Right),
        _ => None,
    }
}

/// The arrow key that asks for `direction` (its `KeyboardEvent.key`).
pub fn key_for_direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "ArrowUp",
        Direction::Down => "ArrowDown",
        Direction::Left => "ArrowLeft",
        Direction::Right => "ArrowRight",
    }
}

/// A swipe shorter than this (CSS pixels) is a tap, not a move.
pub const MIN_SWIPE: f64 = 24.0;

/// Something the reader did to the first view before the app was live, as
/// its script kept it (see `web::shell::early`): a move, a view asked for
/// by its tab, or the Hint button.
#[derive(Clone, Debug, PartialEq)]
pub enum EarlyInput {
    /// A key, by its `KeyboardEvent.key`.
    Key(String),
    /// A swipe on the board, by its displacement in CSS pixels.
    Swipe { dx: f64, dy: f64 },
    /// A view's tab, tapped or clicked.
    View(ViewName),
    /// The Hint button.
    Hint,
}

/// The move `input` asks for, as the app would have taken it: a letter only
/// while letter shortcuts are on, a swipe only past [`MIN_SWIPE`].
fn early_move(input: &EarlyInput, letter_keys: bool) -> Option<Direction> {
    match input {
        EarlyInput::Key(key) if key.chars().count() == 1 && !letter_keys => None,
        EarlyInput::Key(key) => direction_for_key(key),
        EarlyInput::Swipe { dx, dy } => direction_for_swipe(*dx, *dy, MIN_SWIPE),
        EarlyInput::View(_) | EarlyInput::Hint => None,
    }
}

/// The moves `inputs` ask for, in order (see [`early_move`]).
pub fn early_moves(inputs: &[EarlyInput], letter_keys: bool) -> Vec<Direction> {
    inputs.iter().filter_map(|input| early_move(input, letter_keys)).collect()
}

/// Whether `inputs` ask for a hint on the board they leave: Hint pressed
/// with no move after it. (A hint asked for before a move was for a board
/// the reader has left; the app answers for the board on screen.)
pub fn early_hint(inputs: &[EarlyInput], letter_keys: bool) -> bool {
    inputs.iter().fold(false, |asked, input| match input {
        EarlyInput::Hint => true,
        _ if early_move(input, letter_keys).is_some() => false,
        _ => asked,
    })
}

/// The view `inputs` ask for: the last tab the reader chose, if any.
pub fn early_view(inputs: &[EarlyInput]) -> Option<ViewName> {
    inputs.iter().rev().find_map(|input| match input {
        EarlyInput::View(view) => Some(*view),
        _ => None,
    })
}

/// The direction of a swipe from its displacement in CSS pixels (y grows
/// downward), or `None` for a tap or a stroke shorter than `min_distance`.
pub fn direction_for_swipe(dx: f64, dy: f64, min_distance: f64) -> Option<Direction> {
    if dx.abs().max(dy.abs()) < min_distance {
        return None;
    }
    Some(if dx.abs() > dy.abs() {
        if dx > 0.0 {
            Direction::Right
        } else {
            Direction::Left
        }
    } else if dy > 0.0 {
        Direction::Down
    } else {
        Direction::Up
    })
}

/// How fast Autoplay moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Speed {
    PerSecond(u32),
    /// As fast as the solver goes, yielding to the page every frame.
    Fastest,
}

impl Speed {
    pub const CHOICES: [Speed; 6] = [
        Speed::PerSecond(1),
        Speed::PerSecond(3),
        Speed::PerSecond(10),
        Speed::PerSecond(30),
        Speed::PerSecond(60),
        Speed::Fastest,
    ];

    pub fn label(self) -> String {
        match self {
            Speed::PerSecond(1) => "1 move/s".to_string(),
            Speed::PerSecond(n) => format!("{n} moves/s"),
            Speed::Fastest => "As fast as possible".to_string(),
        }
    }

    /// A short stable name, for form values.
    pub fn key(self) -> String {
        match self {
            Speed::PerSecond(n) => n.to_string(),
            Speed::Fastest => "max".to_string(),
        }
    }

    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::CHOICES.into_iter().find(|s| s.key() == key)
    }

    /// Whether tiles should still glide at this speed (above ~10 moves a
    /// second the slides would overlap each other).
    pub fn animates(self) -> bool {
        matches!(self, Speed::PerSecond(n) if n <= 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn early_input_plays_as_the_app_would_have() {
        let key = |k: &str| EarlyInput::Key(k.to_string());
        let inputs = [
            key("ArrowLeft"),
            EarlyInput::Swipe { dx: 3.0, dy: 120.0 },
            key("d"),
            EarlyInput::Swipe { dx: 10.0, dy: -23.0 },
            key("Enter"),
            EarlyInput::View(ViewName::Tree),
            EarlyInput::Swipe { dx: -40.0, dy: 30.0 },
        ];
        use Direction::*;
        assert_eq!(early_moves(&inputs, true), [Left, Down, Right, Left]);
        assert_eq!(early_moves(&inputs, false), [Left, Down, Left], "no letters while they are off");
        assert!(early_moves(&[], true).is_empty());
    }

    #[test]
    fn the_last_tab_chosen_early_is_the_view_opened() {
        let tab = EarlyInput::View;
        let swipe = EarlyInput::Swipe { dx: 40.0, dy: 0.0 };
        assert_eq!(
            early_view(&[tab(ViewName::Tree), swipe.clone(), tab(ViewName::Compare), swipe.clone()]),
            Some(ViewName::Compare)
        );
        assert_eq!(early_view(&[swipe, EarlyInput::Key("ArrowUp".into())]), None);
        assert_eq!(early_view(&[]), None);
    }

    #[test]
    fn a_hint_asked_for_early_is_given_unless_a_move_came_after_it() {
        let (hint, up, tab) = (EarlyInput::Hint, EarlyInput::Key("ArrowUp".into()), EarlyInput::View(ViewName::Tree));
        assert!(early_hint(&[up.clone(), hint.clone()], true));
        assert!(early_hint(&[hint.clone(), tab.clone()], true), "a tab is no move");
        assert!(!early_hint(&[hint.clone(), up.clone()], true), "a move after it");
        assert!(early_hint(&[hint.clone(), up.clone(), hint.clone()], true), "asked again after the move");
        // A letter is a move only while letter shortcuts are on; a short swipe is none.
        let letter = EarlyInput::Key("w".into());
        assert!(!early_hint(&[hint.clone(), letter.clone()], true));
        assert!(early_hint(&[hint.clone(), letter], false));
        assert!(early_hint(&[hint.clone(), EarlyInput::Swipe { dx: 5.0, dy: 5.0 }], true));
        assert!(!early_hint(&[up, tab], true));
        assert!(!early_hint(&[], true));
        assert!(early_moves(&[hint], true).is_empty(), "no move either");
    }

    #[test]
    fn each_direction_has_its_arrow_key() {
        for direction in Direction::ALL {
            assert_eq!(direction_for_key(key_for_direction(direction)), Some(direction));
        }
    }

    #[test]
    fn keys_and_swipes() {
        assert_eq!(direction_for_key("ArrowLeft"), Some(Direction::Left));
        assert_eq!(direction_for_key("W"), Some(Direction::Up));
        assert_eq!(direction_for_key("Enter"), None);
        assert_eq!(direction_for_swipe(40.0, 5.0, 24.0), Some(Direction::Right));
        assert_eq!(direction_for_swipe(-3.0, -60.0, 24.0), Some(Direction::Up));
        assert_eq!(direction_for_swipe(3.0, 60.0, 24.0), Some(Direction::Down));
        assert_eq!(direction_for_swipe(10.0, 10.0, 24.0), None);
    }

    #[test]
    fn speeds_round_trip() {
        for speed in Speed::CHOICES {
            assert_eq!(Speed::from_key(&speed.key()), Some(speed));
        }
        assert_eq!(Speed::from_key("7"), None);
    }
}
