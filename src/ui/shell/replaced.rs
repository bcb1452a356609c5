//! What a link replaced. Opening a link puts its game, and its solver
//! settings, in place of the reader's, who may have played a long game or
//! tuned the knobs: those are kept for the visit, and one button swaps them
//! back (and again, to the link's).

use crate::ui::kit::browser;
use crate::ui::state::{capitalised, AppState};
use crate::ui::model::{group_digits, LinkState, PlayState, Start};
use crate::solver::SolverConfig;
use leptos::prelude::*;

/// Where this tab keeps what is kept, through a reload ("for this visit"
/// holds as long as the tab does).
const KEPT_KEY: &str = "lookahead.kept";

/// [`Kept`] as this tab stores it: the game as its link.
#[derive(serde::Serialize, serde::Deserialize)]
struct KeptFile {
    game: Option<String>,
    config: Option<SolverConfig>,
    links: bool,
}

/// A game and settings set aside, each only if there was one worth keeping.
#[derive(Clone, Debug)]
pub struct Kept {
    pub game: Option<PlayState>,
    pub config: Option<SolverConfig>,
    /// Whether these are the link's (after a swap), not the reader's own.
    pub links: bool,
}

impl Kept {
    /// What a link opened anew replaced: the game shown before (`before`,
    /// if it had moves and is not the link's own) and the settings before
    /// (if the link's differ).
    pub fn replaced_by_link(before: Option<PlayState>, config_before: &SolverConfig, state: AppState) -> Option<Kept> {
        let game = before.filter(|before| {
            // A game with moves, or a board set up by hand: something made.
            (before.line_len() > 0 || matches!(before.start(), Start::Edited { .. }))
                && state.play.with_untracked(|now| now.start() != before.start() || now.line() != before.line())
        });
        let config = state.config.with_untracked(|now| now != config_before).then(|| config_before.clone());
        (game.is_some() || config.is_some()).then_some(Kept { game, config, links: false })
    }

    /// What this tab kept before it was reloaded, if anything.
    pub fn restored() -> Option<Kept> {
        let file: KeptFile = serde_json::from_str(&browser::take_for_tab(KEPT_KEY)?).ok()?;
        let game = match file.game {
            Some(link) => Some(crate::ui::shell::address::restore(&link)?),
            None => None,
        };
        let config = file.config.filter(|c| c.validate().is_ok());
        (game.is_some() || config.is_some()).then_some(Kept { game, config, links: file.links })
    }

    fn file(&self) -> KeptFile {
        let link = |play: &PlayState| {
            let at = play.played().len();
            let (start, moves, at) = (play.start(), play.line().to_vec(), (at < play.line_len()).then_some(at));
            LinkState { start, moves, at, config: None, view: None, node: None }.encode()
        };
        KeptFile { game: self.game.as_ref().map(link), config: self.config.clone(), links: self.links }
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

/// Puts the kept game and settings back, keeping the ones on screen in
/// their place.
fn swap(state: AppState) {
    let Some(kept) = state.kept.get_untracked() else { return };
    let game_now = kept.game.as_ref().map(|_| state.play.get_untracked());
    let config_now = kept.config.as_ref().map(|_| state.config.get_untracked());
    if let Some(game) = kept.game {
        state.show_game(game);
    }
    if let Some(config) = kept.config {
        // Valid: it was in use (or checked as a link's) before.
        let _ = state.set_config(config);
    }
    state.kept.set(Some(Kept { game: game_now, config: config_now, links: !kept.links }));
}

/// The notice of what a link replaced, with the button that swaps it back.
#[component]
pub fn KeptNotice() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Kept for the tab's next reload (and let go once dismissed).
    Effect::new(move |_| {
        state.kept.with(|kept| match kept.as_ref().and_then(|k| serde_json::to_string(&k.file()).ok()) {
            Some(text) => browser::save_for_tab(KEPT_KEY, &text),
            None => drop(browser::take_for_tab(KEPT_KEY)),
        })
    });
    move || {
        state.kept.get().map(|kept| {
            let text = kept.sentence();
            let back = if kept.links { "Back to the link's" } else { "Back to yours" };
            view! {
                <div class="message" role="status" data-testid="kept">
                    <span>{text}</span>
                    <span class="message-actions">
                        <button on:click=move |_| swap(state)>{back}</button>
                        <button on:click=move |_| state.kept.set(None)>"Dismiss"</button>
                    </span>
                </div>
            }
        })
    }
}
