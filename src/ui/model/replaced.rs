//! What a link replaced: opening a link puts its game, and its solver
//! settings, in place of the reader's, which are kept for the visit; this
//! is what is kept, and the words the page says of it.

use super::format::capitalised;
use super::link::{LinkState, Start};
use super::play::PlayState;
use crate::numbers::group_digits;
use crate::plain_json::plain_struct;
use crate::solver::{SolverConfig, ValidConfig};

/// A game and settings set aside, each only if there was one worth keeping.
#[derive(Clone, Debug)]
pub struct Replaced {
    pub game: Option<PlayState>,
    pub config: Option<ValidConfig>,
    /// Whether these are the link's (after a swap), not the reader's own.
    pub links: bool,
}

/// [`Replaced`] as a tab stores it: the game as its link. Its JSON is
/// written by hand ([`PlainJson`]: the page's first module keeps it), the
/// same as serde's.
#[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ReplacedFile {
    game: Option<String>,
    config: Option<SolverConfig>,
    links: bool,
}

plain_struct! {
    ReplacedFile { game, config, links }
}

impl Replaced {
    /// What a link opened anew replaced: the game shown before (`before`,
    /// if it had moves or was set up by hand, and is not the link's own,
    /// `now`) and the settings before (if the link's, `config_now`, differ).
    pub fn by_link(
        before: Option<PlayState>,
        now: &PlayState,
        config_before: &ValidConfig,
        config_now: &ValidConfig,
    ) -> Option<Replaced> {
        let game = before.filter(|before| {
            // A game with moves, or a board set up by hand: something made.
            (before.line_len() > 0 || matches!(before.start(), Start::Edited { .. }))
                && (now.start() != before.start() || now.line() != before.line())
        });
        let config = (config_now != config_before).then(|| config_before.clone());
        (game.is_some() || config.is_some()).then_some(Replaced { game, config, links: false })
    }

    /// Read back from its stored form: `None` if nothing usable is in it.
    pub fn from_file(file: ReplacedFile) -> Option<Replaced> {
        let game = match file.game {
            Some(link) => {
                Some(PlayState::from_link(&LinkState::decode_with(&link, super::link::settings_by_hand).ok()?)?)
            }
            None => None,
        };
        let config = file.config.and_then(|c| ValidConfig::new(c).ok());
        (game.is_some() || config.is_some()).then_some(Replaced { game, config, links: file.links })
    }

    pub fn file(&self) -> ReplacedFile {
        ReplacedFile {
            game: self.game.as_ref().map(|play| play.as_link().encode()),
            config: self.config.clone().map(ValidConfig::into_inner),
            links: self.links,
        }
    }

    /// The notice's words.
    pub fn sentence(&self) -> String {
        // "Settings" are plural; a game alone is one.
        let are = if self.config.is_some() { "are" } else { "is" };
        if self.links {
            format!("Yours {are} back. {} {are} kept for this visit.", capitalised(&self.words()))
        } else {
            format!("The link opened in place of {}, which {are} kept for this visit.", self.words())
        }
    }

    /// What is kept, in words: "your game (seed 41, move 30)".
    fn words(&self) -> String {
        let whose = if self.links { "the link's" } else { "your" };
        let game = self.game.as_ref().map(describe_game);
        match (game, &self.config) {
            (Some(game), Some(_)) => format!("{whose} game ({game}) and solver settings"),
            (Some(game), None) => format!("{whose} game ({game})"),
            (None, _) => format!("{whose} solver settings"),
        }
    }
}

/// A game in a few words: where it began and where it stands.
fn describe_game(play: &PlayState) -> String {
    let began = match play.start() {
        Start::Dealt { seed } => format!("seed {seed}"),
        Start::Edited { .. } => "a board set up by hand".to_string(),
    };
    let (at, of) = (play.played().len(), play.line_len());
    if of == 0 {
        began
    } else if at == of {
        format!("{began}, move {}", group_digits(at as f64))
    } else {
        format!("{began}, move {} of {}", group_digits(at as f64), group_digits(of as f64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Direction;

    fn played(seed: u64, moves: usize) -> PlayState {
        let mut play = PlayState::new(seed);
        let mut i = 0;
        while play.line_len() < moves {
            play.play(Direction::ALL[i % 4]);
            i += 1;
        }
        play
    }

    #[test]
    fn a_link_keeps_a_game_with_moves_and_settings_that_differ() {
        let article = ValidConfig::article();
        let mut other = SolverConfig::article();
        other.weights.smoothness = 1.0;
        let other = ValidConfig::new(other).expect("valid settings");
        let link_game = PlayState::new(9);
        // A new game with no moves is nothing made: not kept.
        assert!(Replaced::by_link(Some(PlayState::new(4)), &link_game, &article, &article).is_none());
        let kept = Replaced::by_link(Some(played(4, 30)), &link_game, &article, &other).expect("kept");
        assert_eq!(
            kept.sentence(),
            "The link opened in place of your game (seed 4, move 30) and solver settings, which are kept for this visit."
        );
        // The link's own game is not kept in its own place.
        assert!(Replaced::by_link(Some(link_game.clone()), &link_game, &article, &article).is_none());
    }

    #[test]
    fn after_a_swap_the_words_are_the_links() {
        let mut game = played(41, 12);
        game.seek(5);
        let swapped = Replaced { game: Some(game), config: None, links: true };
        assert_eq!(
            swapped.sentence(),
            "Yours is back. The link's game (seed 41, move 5 of 12) is kept for this visit."
        );
    }

    #[test]
    fn the_stored_form_reads_back_and_refuses_what_it_cannot_use() {
        let kept = Replaced { game: Some(played(7, 20)), config: Some(ValidConfig::article()), links: false };
        let back = Replaced::from_file(kept.file()).expect("reads back");
        assert_eq!(back.game.as_ref().map(PlayState::line), kept.game.as_ref().map(PlayState::line));
        assert_eq!(back.config, kept.config);
        let broken = ReplacedFile { game: Some("not a link".into()), config: None, links: false };
        assert!(Replaced::from_file(broken).is_none());
        assert!(Replaced::from_file(ReplacedFile { game: None, config: None, links: true }).is_none());
    }

    #[test]
    fn the_stored_form_is_written_and_read_as_serde_does() {
        use crate::plain_json::{from_text, to_text};
        let kept = Replaced { game: Some(played(7, 20)), config: Some(ValidConfig::article()), links: true };
        for file in [kept.file(), ReplacedFile { game: None, config: None, links: false }] {
            let text = serde_json::to_string(&file).unwrap();
            assert_eq!(to_text(&file), text);
            assert_eq!(from_text::<ReplacedFile>(&text), Some(file));
        }
        for text in
            [r#"{"links":true}"#, r#"{"game":null,"links":1}"#, r#"{"game":"seed=1","config":{},"links":false}"#]
        {
            assert_eq!(from_text::<ReplacedFile>(text), serde_json::from_str::<ReplacedFile>(text).ok(), "{text}");
        }
    }
}
