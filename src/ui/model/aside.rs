//! What a screen reader is told when moves of the game's line go aside or
//! come back: plain sentences, tested natively.

use super::play::PutAside;
use crate::game::Direction;
use crate::numbers::count;

/// What to tell the reader when the moves put aside were `before` and are
/// `after` now, with the game at move `here` and `now_at` the move played
/// at the place the moves went aside (if any): `None` when nothing went
/// aside or came back. The moves beyond the position are the timeline's,
/// so they would otherwise vanish from it unannounced.
pub fn moves_put_aside(
    before: Option<PutAside>,
    after: Option<PutAside>,
    here: usize,
    now_at: Option<Direction>,
) -> Option<String> {
    let aside = after.filter(|&after| Some(after) != before)?;
    let moves = |n: usize| count(n as u64, "move", "moves");
    let are = |n: usize| if n == 1 { "is" } else { "are" };
    let instead = |n: usize| match n {
        1 => "the move played there instead is".to_string(),
        n => format!("the {} played there instead are", moves(n)),
    };
    // The place of what came back: "its" for one move, "their" for more.
    let their = if before.is_some_and(|b| b.count == 1) { "its" } else { "their" };
    // The line put aside at the same place is the one played now.
    let swapped = before.is_some_and(|b| b.at == aside.at && now_at == Some(b.first));
    let text = if aside.at == here {
        format!(
                "Undo brought back the {} put aside at move {}, and {} put aside in {their} place, until {} is played there again.",
                if before.is_some_and(|b| b.count == 1) { "move" } else { "moves" },
                aside.at + 1,
                instead(aside.count),
                aside.first.name()
            )
    } else if swapped {
        format!(
            "Move {} goes back to the {} put aside there, and {} put aside in {their} place.",
            aside.at + 1,
            if before.is_some_and(|b| b.count == 1) { "move" } else { "moves" },
            instead(aside.count)
        )
    } else {
        let gone = before.map_or(String::new(), |b| {
            format!(" The {} put aside earlier, at move {}, {} gone.", moves(b.count), b.at + 1, are(b.count))
        });
        format!(
                "Move {} leaves the game's line: the {} it had from there on {} put aside. Undo back to move {}, or {} played there, brings {} back.{gone}",
                aside.at + 1,
                moves(aside.count),
                are(aside.count),
                aside.at,
                aside.first.name(),
                if aside.count == 1 { "it" } else { "them" }
            )
    };
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Direction::{Left, Up};

    fn aside(at: usize, count: usize, first: Direction) -> Option<PutAside> {
        Some(PutAside { at, count, first })
    }

    #[test]
    fn nothing_new_aside_says_nothing() {
        assert_eq!(moves_put_aside(None, None, 5, None), None);
        assert_eq!(moves_put_aside(aside(3, 2, Up), aside(3, 2, Up), 5, None), None);
    }

    #[test]
    fn a_move_off_the_line_says_what_went_and_how_to_bring_it_back() {
        assert_eq!(
            moves_put_aside(None, aside(3, 1, Up), 4, Some(Left)).as_deref(),
            Some("Move 4 leaves the game's line: the 1 move it had from there on is put aside. Undo back to move 3, or up played there, brings it back.")
        );
        assert_eq!(
            moves_put_aside(aside(7, 2, Left), aside(3, 5, Up), 4, Some(Left)).as_deref(),
            Some("Move 4 leaves the game's line: the 5 moves it had from there on are put aside. Undo back to move 3, or up played there, brings them back. The 2 moves put aside earlier, at move 8, are gone.")
        );
    }

    #[test]
    fn undo_and_the_same_move_again_bring_moves_back() {
        assert_eq!(
            moves_put_aside(aside(3, 1, Up), aside(3, 4, Left), 3, None).as_deref(),
            Some("Undo brought back the move put aside at move 4, and the 4 moves played there instead are put aside in its place, until left is played there again.")
        );
        assert_eq!(
            moves_put_aside(aside(3, 2, Up), aside(3, 1, Left), 4, Some(Up)).as_deref(),
            Some("Move 4 goes back to the moves put aside there, and the move played there instead is put aside in their place.")
        );
    }
}
