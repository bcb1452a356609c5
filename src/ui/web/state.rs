//! [`AppState`]: the signals every view shares, and the game actions that
//! change them (a move, Undo, a new game). Opening a link is the shell's
//! (`shell::address`); asking for a hint is here too (`state/hint.rs`).

use crate::analysis::postmortem::PlayedPosition;
use crate::game::{Board, Direction};
use crate::solver::{Solver, SolverConfig, ValidConfig};
use crate::ui::model::{
    capitalised, moves_put_aside, CoachLog, DecidedLog, Hint, LinkState, PlayState, Position, PutAside, Recorded,
    Replaced, Section, Speed, ViewName,
};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::storage::{NotSaved, Slot};
use leptos::prelude::*;
use std::cell::RefCell;

mod hint;

/// How long an announcement stays in its region after it is made.
const ANNOUNCED_FOR_MS: i32 = 10_000;

thread_local! {
    /// The message last telling of moves put aside (see
    /// [`AppState::tell_of_moves_put_aside`]).
    static TOLD_ASIDE: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Announcements made so far (see [`AppState::announce`]).
    static ANNOUNCEMENTS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

const BEST_SCORE: Slot<u64> = Slot::plain("lookahead.best-score", "the best score");
const CONFIG: Slot<ValidConfig> = Slot::plain(CONFIG_KEY, "the solver settings");
const CONFIG_KEY: &str = "lookahead.solver-config";
const LETTER_KEYS: Slot<bool> = Slot::plain("lookahead.letter-keys", "the letter-key setting");

/// The app's shared state. Copy it into closures freely: it is a set of
/// signal handles.
#[derive(Clone, Copy)]
pub struct AppState {
    pub play: RwSignal<PlayState>,
    pub best: RwSignal<u64>,
    pub hint: RwSignal<Option<Hint>>,
    pub autoplay: RwSignal<bool>,
    /// Which term decided each move Autoplay played (the chart under it).
    pub decided: RwSignal<DecidedLog>,
    pub speed: RwSignal<Speed>,
    /// Autoplay stops once the game reaches this many moves.
    pub autoplay_until: RwSignal<Option<u32>>,
    /// Autoplay stops when it reaches a position the solver searches at
    /// its deepest, so the reader can look at that decision.
    pub stop_at_deepest: RwSignal<bool>,
    pub config: RwSignal<ValidConfig>,
    pub view: RwSignal<ViewName>,
    /// The search behind the last hint (or an imported one); none when the
    /// last hint's search was too large to record.
    pub search: RwSignal<Option<Recorded>>,
    /// Whether single-letter keyboard shortcuts are on.
    pub letter_keys: RwSignal<bool>,
    /// A message for the reader (a seed that could not be read, storage
    /// that was reset); shown until dismissed.
    pub message: RwSignal<Option<String>>,
    /// The position the article explains: the board on screen, held back
    /// to a few updates a second while Autoplay plays fast (see `article::position_search`).
    pub position: RwSignal<Position>,
    /// The solver's whole search at `position` under the current settings,
    /// recorded while the article is open; the article's widgets, and the
    /// tree view when opened from the article, show it.
    pub article_search: RwSignal<Option<Recorded>>,
    /// The article section in view, for the contents' `aria-current`.
    pub section: RwSignal<Option<Section>>,
    /// Why the article has no search to show for this position (the
    /// settings ask for more than a recording may hold), if so.
    pub article_search_problem: RwSignal<Option<String>>,
    /// Whether the board editor is open.
    pub editing: RwSignal<bool>,
    /// The node selected in the search tree (kept here so that links carry
    /// it, and a tree opened from a link selects it).
    pub tree_node: RwSignal<Option<u32>>,
    /// The step the search tree's replay is at (`None`: not stepping).
    pub tree_step: RwSignal<Option<usize>>,
    /// What a screen reader hears about the last thing the reader did to
    /// the board: set by a move, a move that changes nothing and Undo,
    /// cleared by anything else that changes the game.
    pub move_announcement: RwSignal<String>,
    /// What a screen reader hears when a result the reader asked for
    /// arrives away from the board (the Compare tab's): one region on the
    /// page from the start, since one created with its words is not read.
    pub announcement: RwSignal<String>,
    /// The reader's game and settings a link replaced, kept for the visit
    /// (see `shell::replaced`).
    pub replaced: RwSignal<Option<Replaced>>,
    /// The reader's own moves in the game on screen, for the coach.
    pub coach: RwSignal<CoachLog>,
}

impl AppState {
    pub fn new(seed: u64) -> AppState {
        let message = RwSignal::new(None);
        let mut problems = Vec::new();
        let best = BEST_SCORE.load(|_| true).value(&mut problems).unwrap_or(0);
        let config = CONFIG.load(|_| true).value(&mut problems).unwrap_or_else(ValidConfig::article);
        // Before versions, this was the bare word "on" or "off".
        let words = |text: &str| ["off", "on"].iter().position(|word| *word == text).map(|on| on == 1);
        let letter_keys = LETTER_KEYS.load_or_older(|_| true, words).value(&mut problems).unwrap_or(true);
        if !problems.is_empty() {
            message.set(Some(problems.join(" ")));
        }
        let play = PlayState::new(seed);
        let position = Position::of(play.game());
        AppState {
            position: RwSignal::new(position),
            article_search: RwSignal::new(None),
            section: RwSignal::new(None),
            article_search_problem: RwSignal::new(None),
            editing: RwSignal::new(false),
            tree_node: RwSignal::new(None),
            tree_step: RwSignal::new(None),
            move_announcement: RwSignal::new(String::new()),
            announcement: RwSignal::new(String::new()),
            replaced: RwSignal::new(None),
            coach: RwSignal::new(CoachLog::default()),
            play: RwSignal::new(play),
            best: RwSignal::new(best),
            hint: RwSignal::new(None),
            autoplay: RwSignal::new(false),
            decided: RwSignal::new(DecidedLog::default()),
            speed: RwSignal::new(Speed::PerSecond(10)),
            autoplay_until: RwSignal::new(None),
            stop_at_deepest: RwSignal::new(false),
            config: RwSignal::new(config),
            view: RwSignal::new(ViewName::Article),
            search: RwSignal::new(None),
            letter_keys: RwSignal::new(letter_keys),
            message,
        }
    }

    /// Follows the solver settings another tab of this page saves: they are
    /// one set, and a tab going on with the old ones would write them back
    /// over the new at its next change. (Each tab keeps its own game.)
    pub fn follow_other_tabs(&self) {
        let state = *self;
        let listening = window_event_listener(leptos::ev::storage, move |ev| {
            if ev.key().as_deref() != Some(CONFIG_KEY) {
                return;
            }
            // Read here, not through the slot, which would set aside (and so
            // remove) text it cannot use, such as a newer build's.
            let config = ev.new_value().and_then(|text| crate::ui::model::decode_plain::<ValidConfig>(&text));
            if let Some(config) = config {
                if state.config.with_untracked(|now| *now != config) {
                    state.config.set(config);
                    state
                        .message
                        .set(Some("The solver settings were changed in another tab: this one uses them too.".into()));
                }
            }
        });
        on_cleanup(move || listening.remove());
    }

    /// Turns the single-letter shortcuts on or off, and remembers it.
    pub fn set_letter_keys(&self, on: bool) {
        self.remember(LETTER_KEYS.save(&on));
        self.letter_keys.set(on);
    }

    /// Shows a refused write as a notice (once: the same notice is not
    /// raised again while it is showing).
    pub fn remember(&self, saved: Result<(), NotSaved>) {
        if let Err(refused) = saved {
            let text = refused.to_string();
            if self.message.with_untracked(|m| m.as_deref() != Some(&text)) {
                self.message.set(Some(text));
            }
        }
    }

    /// Whether the settings are the article's solver's.
    pub fn is_article(&self) -> bool {
        self.config.with(|c| *c == SolverConfig::article())
    }

    /// Changes the solver's settings to `config`, if the solver can run
    /// with them (the one check settings get, as a knob makes them), and
    /// remembers them; else says why not.
    pub fn change_config(&self, config: SolverConfig) -> Result<(), String> {
        self.set_config(ValidConfig::new(config).map_err(|e| e.to_string())?);
        Ok(())
    }

    /// Changes the solver's settings and remembers them.
    pub fn set_config(&self, config: ValidConfig) {
        self.remember(CONFIG.save(&config));
        self.config.set(config);
    }

    /// The solver for the current settings. Building one is cheap (the
    /// tables are shared), so it is built per use rather than stored.
    pub fn solver(&self) -> Solver {
        Solver::from_valid(self.config.get_untracked())
    }

    /// Plays a move from the reader (a key, a swipe, a button).
    pub fn move_in(&self, direction: Direction) {
        let mut moved = false;
        let aside = self.play.with_untracked(PlayState::aside);
        let (start, at) = self.play.with_untracked(|p| (p.start(), p.game().moves()));
        let (board, seed) = self.play.with_untracked(|p| (p.game().board(), p.game().decision_seed()));
        self.play.update(|play| moved = play.play(direction));
        if moved {
            let position = PlayedPosition { index: at as usize, board, seed, played: direction };
            self.coach.update(|log| log.record(start, position));
            // The chart under Autoplay shows Autoplay's moves only.
            self.decided.update(|log| log.forget_from(start, at));
        }
        self.tell_of_moves_put_aside(aside);
        // The move's number makes each sentence new, so a screen reader
        // speaks two alike moves twice.
        let (moves, score) = self.play.with_untracked(|p| (p.game().moves(), p.game().score()));
        let mut sentence = if moved {
            format!("Move {moves}: {}. Score {score}.", direction.name())
        } else {
            format!("{} changes nothing; still move {moves}.", capitalised(direction.name()))
        };
        // The same move refused twice: a trailing no-break space (on every
        // other time) changes the words, so the second refusal is heard too.
        if self.move_announcement.with_untracked(|said| *said == sentence) {
            sentence.push('\u{a0}');
        }
        self.move_announcement.set(sentence);
    }

    /// Keeps the best score (and its stored copy) up to date with the game
    /// on screen (the app calls it whenever the game changes).
    pub fn record_best(&self) {
        let score = self.play.with_untracked(|p| p.game().score());
        if score > self.best.get_untracked() {
            self.best.set(score);
            self.remember(BEST_SCORE.save(&score));
        }
    }

    /// Adds `text` to the message at the top of the page, after any
    /// message already there (notices from several parts at start-up are
    /// all shown).
    pub fn add_message(&self, text: &str) {
        self.message.update(|m| *m = Some(m.take().map_or(text.to_string(), |earlier| format!("{earlier} {text}"))));
    }

    /// Has a screen reader say `text` (again, if it said it last: a
    /// no-break space changes the words, or it would stay silent). The
    /// region empties a little later, so that reading the page from the
    /// top does not meet an old result first.
    pub fn announce(&self, text: &str) {
        let mut text = text.to_string();
        if self.announcement.with_untracked(|now| *now == text) {
            text.push('\u{a0}');
        }
        self.announcement.set(text);
        // Emptied by this announcement's timer only if no other came since.
        let this = ANNOUNCEMENTS.with(|n| n.get() + 1);
        ANNOUNCEMENTS.with(|n| n.set(this));
        let announcement = self.announcement;
        browser::after(ANNOUNCED_FOR_MS, move || {
            if ANNOUNCEMENTS.with(|n| n.get()) == this {
                announcement.try_set(String::new());
            }
        });
    }

    /// Tells the reader when moves of the game's line went aside since it
    /// was `before` (a move, the reader's or Autoplay's, that left the
    /// line), or came back (Undo to where they went, or the move that
    /// began them played there again): the moves beyond the position are
    /// the timeline's, so they would otherwise vanish from it unannounced.
    pub fn tell_of_moves_put_aside(&self, before: Option<PutAside>) {
        let (after, here, now_at) = self.play.with_untracked(|p| {
            (p.aside(), p.game().moves() as usize, p.aside().and_then(|a| p.line().get(a.at).copied()))
        });
        let Some(text) = moves_put_aside(before, after, here, now_at) else { return };
        TOLD_ASIDE.set(Some(text.clone()));
        // A message box on screen already is a live region, and says its
        // new words itself; one created with them is not heard.
        if self.message.with_untracked(Option::is_none) {
            self.announce(&text);
        }
        self.message.set(Some(text));
    }

    /// Takes the last move back, and stops Autoplay, which would play a
    /// move again at once.
    pub fn undo(&self) {
        if self.autoplay.get_untracked() {
            self.autoplay.set(false);
        }
        let mut undone = false;
        let aside = self.play.with_untracked(PlayState::aside);
        self.play.update(|play| undone = play.undo());
        self.tell_of_moves_put_aside(aside);
        let (moves, score) = self.play.with_untracked(|p| (p.game().moves(), p.game().score()));
        self.move_announcement.set(if undone {
            format!("Undone: back to move {moves}. Score {score}.")
        } else {
            String::new()
        });
    }

    /// Starts a new game from `seed` (the address follows, see `shell::address`).
    pub fn new_game(&self, seed: u64) {
        self.autoplay.set(false);
        self.tree_node.set(None);
        self.tree_step.set(None);
        self.replace_game(PlayState::new(seed));
    }

    /// Puts `play` on screen, in place of the game there (a kept game
    /// brought back).
    pub fn show_game(&self, play: PlayState) {
        self.autoplay.set(false);
        self.tree_node.set(None);
        self.tree_step.set(None);
        self.replace_game(play);
    }

    /// Starts a game from a board set up by hand; its spawns come from the
    /// current game's seed.
    pub fn set_up(&self, board: Board) {
        self.autoplay.set(false);
        self.tree_node.set(None);
        self.tree_step.set(None);
        let seed = self.play.with_untracked(|p| p.game().seed());
        self.replace_game(PlayState::edited(board, seed));
    }

    /// Puts another game on screen. What was said of the game going away
    /// goes with it, and so does a message about its moves put aside,
    /// which are gone now.
    pub fn replace_game(&self, play: PlayState) {
        self.move_announcement.set(String::new());
        let told = TOLD_ASIDE.take();
        if told.is_some() && self.message.with_untracked(|m| *m == told) {
            self.message.set(None);
        }
        self.play.set(play);
    }

    /// Goes to the position after `moves` moves of the game's line.
    pub fn seek(&self, moves: usize) {
        self.autoplay.set(false);
        self.move_announcement.set(String::new());
        self.play.update(|play| play.seek(moves));
    }

    /// The state a link to this page holds now.
    pub fn link(&self) -> LinkState {
        let game = self.play.with(PlayState::as_link);
        let config = self.config.with(|c| (*c != SolverConfig::article()).then(|| SolverConfig::clone(c)));
        let view = match self.view.get() {
            ViewName::Article => self.section.get().map(|section| section.id().to_string()),
            other => Some(other.id().to_string()),
        };
        let in_tree = self.view.get() == ViewName::Tree;
        let node = if in_tree { self.tree_node.get() } else { None };
        let step = if in_tree { self.tree_step.get() } else { None };
        LinkState { config, view, node, step, ..game }
    }

    /// The hint, if it is about the board on screen now and the settings
    /// in force.
    pub fn current_hint(&self) -> Option<Hint> {
        let board = self.play.with(|p| p.game().board());
        let config = self.config.get();
        self.hint.get().filter(|hint| hint.board == board && *config == hint.config)
    }
}
