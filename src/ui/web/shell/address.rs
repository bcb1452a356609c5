//! The page's address and the saved game follow the state: after a new
//! setting, view or selected node at once, after moves within a moment
//! (at most a few times a second), the address becomes the state's share link
//! (`history.replaceState`, no reload) and the game is saved, so that a
//! reload or a copied link restores it, and so does coming back later.
//!
//! A new view is a new history entry (`history.pushState`; views passed
//! within a second, as the tabs' arrow keys pass them, share one), so that
//! the browser's Back returns to the view before it, not off the page. Back
//! and Forward bring back only the view: the game and settings stay as they
//! are, since an entry's older moves would silently undo the reader's play.
//! That holds when the browser loads such an entry afresh, too (after
//! another page, out of its back-forward cache).
//!
//! At start-up: a link in the address wins (the game and settings it
//! replaces are kept for the visit, see `shell::replaced`); else the saved game; else a
//! new game. A link that cannot be read gives a notice and the saved game
//! (or a new one), never a half-restored page.

use crate::solver::{SolverConfig, ValidConfig};
use crate::ui::model::LinkError;
use crate::ui::model::{settings_by_hand, settings_json, LinkState, Place, PlayState, Replaced, ViewName};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::storage::{Loaded, Slot};
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};

/// The game in progress, as a link to it (its whole line of moves and the
/// position on it).
const GAME: Slot<String> = Slot::plain(GAME_KEY, "the game in progress");
const GAME_KEY: &str = "lookahead.game";

/// How long the address waits after a change before following it: often
/// enough to be current, rarely enough that Autoplay at full speed does
/// not trip the browser's limit on address changes.
const SETTLE_MS: i32 = 400;

/// The page's state as a link, kept by this tab alone (`sessionStorage`)
/// for its next reload.
const RELOAD_KEY: &str = "lookahead.reload";

/// How this page marks its history entries (and what it keeps for a
/// reload), so that it knows them from another page's.
const MARK_PREFIX: &str = "lookahead-";

/// What the page opens with.
#[derive(Clone)]
pub enum Opening {
    /// A link: opened `anew` from the address, or this tab's own state
    /// come back (a reload, Back); `before` is the saved game it replaces.
    Link {
        link: LinkState,
        anew: bool,
        before: Option<PlayState>,
    },
    Saved {
        play: PlayState,
        notice: Option<String>,
    },
    Fresh {
        seed: u64,
        notice: Option<String>,
    },
}

/// Reads the address (and, without one, the saved game).
pub fn opening() -> Opening {
    // The address follows moves only after a moment, and a reload does not
    // wait for it: the state this tab kept as it unloaded is the newer one.
    let navigation = browser::navigation();
    let reloaded = navigation == "reload";
    // Back or Forward from another page, to one of this page's entries:
    // the entry's view, with the game as this tab left it.
    let returned = navigation == "back_forward";
    // This page's entries carry its mark (kept through reloads and fresh
    // loads of them); a page loaded anew gets a new one.
    let mark = browser::entry_mark()
        .filter(|m| m.starts_with(MARK_PREFIX))
        .unwrap_or_else(|| format!("{MARK_PREFIX}{}", browser::random_seed()));
    MARK.with(|m| m.replace(mark.clone()));
    // Taken, not read: a later reload after an unload that kept nothing
    // (a crash, a killed tab) must not bring back this older state.
    let kept = (reloaded || returned).then(|| browser::take_for_tab(RELOAD_KEY)).flatten();
    if let Some((kept_mark, kept)) = kept.as_deref().map(|k| k.split_once(' ').unwrap_or(("", k))) {
        // Kept by another page of this tab (a link opened after this one,
        // then Back; or one that closed before this reload could keep
        // anything): this page's game is the one its address holds.
        if let (true, Ok(mut link)) = (kept_mark == mark, decode(kept)) {
            if returned {
                let view = decode(&browser::address_query()).ok().and_then(|entry| entry.view);
                // A selected node belongs to the view it was kept with.
                if view != link.view {
                    (link.node, link.step) = (None, None);
                }
                link.view = view;
            }
            return Opening::Link { link, anew: false, before: None };
        }
    }
    let query = browser::address_query();
    if LinkState::is_link(&query) {
        return match decode(&query) {
            // A link replaces the game in progress, which is kept for the
            // visit, and a copy of it in storage (once: a reload of the link
            // would copy the link's own game).
            Ok(link) if !reloaded && !returned => {
                let previous = browser::load(GAME_KEY);
                if let Some(previous) = &previous {
                    let _ = browser::save(&format!("{GAME_KEY}.before-link"), previous);
                }
                let before = match GAME.load(|saved| restore(saved).is_some()) {
                    Loaded::Value(saved) => restore(&saved),
                    _ => None,
                };
                Opening::Link { link, anew: true, before }
            }
            Ok(link) => Opening::Link { link, anew: false, before: None },
            // A link that cannot be read replaces nothing: the game in
            // progress stays.
            Err(why) => {
                let refused = format!("The link could not be opened: {why}.");
                match saved() {
                    Opening::Saved { play, .. } => Opening::Saved {
                        play,
                        notice: Some(format!("{refused} Here is your game in progress, as you left it.")),
                    },
                    Opening::Fresh { seed, notice } => Opening::Fresh {
                        seed,
                        notice: Some(format!(
                            "{refused} Here is a new game instead.{}",
                            notice.map_or(String::new(), |n| format!(" {n}"))
                        )),
                    },
                    link => link,
                }
            }
        };
    }
    saved()
}

/// A link as the page reads it: its settings by hand (this module carries
/// no serde_json), or, for settings that reader does not read, as serde
/// read them where the start asked it to ([`settings_for_serde`]).
fn decode(query: &str) -> Result<LinkState, LinkError> {
    LinkState::decode_with(query, |json| {
        // (Kept only for settings the hand reader could not read.)
        settings_by_hand(json).or_else(|why| {
            READ_BY_SERDE.with_borrow(|read| match read {
                Some((of, read)) if of == json => read.clone(),
                _ => Err(why),
            })
        })
    })
}

/// The settings of the link in the address, if the page's own reader does
/// not read them: serde reads them, or says why not ([`keep_read_by_serde`]).
pub fn settings_for_serde() -> Option<String> {
    let query = browser::address_query();
    let json = settings_json(&query).filter(|_| LinkState::is_link(&query))?;
    crate::plain_json::from_text::<SolverConfig>(&json).is_none().then_some(json)
}

/// The settings `json` as serde read them (or why it refused them), for [`decode`].
pub fn keep_read_by_serde(json: String, read: Result<SolverConfig, String>) {
    READ_BY_SERDE.with_borrow_mut(|kept| *kept = Some((json, read)));
}

/// The saved game, or a new one (with a notice if the saved one could not be read).
fn saved() -> Opening {
    match GAME.load(|saved| restore(saved).is_some()) {
        Loaded::Value(saved) => restore(&saved).map_or_else(fresh, |play| Opening::Saved { play, notice: None }),
        Loaded::Missing => fresh(),
        Loaded::SetAside { message } => Opening::Fresh { seed: fresh_seed(), notice: Some(message) },
    }
}

fn fresh() -> Opening {
    Opening::Fresh { seed: fresh_seed(), notice: None }
}

/// A new game's seed: the game the first view shows, if the page has one
/// (so its tiles stay as they are when the app takes over), else any.
fn fresh_seed() -> u64 {
    super::early::first_view_seed().unwrap_or_else(browser::random_seed)
}

pub fn restore(saved: &str) -> Option<PlayState> {
    PlayState::from_link(&decode(saved).ok()?)
}

/// Puts the page in the state `link` names (already checked: its moves
/// replay). A link with more than a seed sets the solver too.
/// A link opened `anew` (not this tab's own state come back) keeps the
/// game it replaced, `before`, and the settings, for the visit.
pub fn open_link(state: AppState, link: LinkState, anew: bool, before: Option<PlayState>) {
    let Some(play) = PlayState::from_link(&link) else { return };
    let config_before = state.config.get_untracked();
    state.replace_game(play);
    // A link's settings are this tab's until the reader changes them
    // (then saved, as any change is): saved at once, they would replace
    // the reader's own in every open tab and at the next visit.
    if !link.is_seed_only() {
        // Checked as the link was read; a link's settings are never a
        // reason to run with the wrong ones.
        match link.config.map(ValidConfig::new).unwrap_or(Ok(ValidConfig::article())) {
            Ok(config) => state.config.set(config),
            Err(why) => {
                state.message.set(Some(format!("The link's solver settings cannot be used ({why}): these are yours.")))
            }
        }
    }
    if anew {
        let replaced = state.play.with_untracked(|now| {
            state.config.with_untracked(|config| Replaced::by_link(before, now, &config_before, config))
        });
        state.replaced.set(replaced);
    }
    // Something of the reader's was set aside: the notice at the top of
    // the page says so, and stays in view (the link's section is only
    // marked), and a screen reader is told once the page is there.
    let told = state.replaced.with_untracked(|replaced| replaced.as_ref().map(Replaced::sentence));
    if let Some(text) = &told {
        let text = text.clone();
        browser::after(0, move || state.announce(&text));
    }
    if let Some(view) = link.view.as_deref() {
        match Place::named(view) {
            Some(Place::View(view)) => state.view.set(view),
            place => {
                state.view.set(ViewName::Article);
                // An article section: marked current now, scrolled to
                // once the page is drawn.
                if let Some(Place::Section(section)) = place {
                    state.section.set(Some(section));
                    if told.is_none() {
                        browser::after(0, move || browser::scroll_to(section.id()));
                    }
                }
            }
        }
    }
    if state.view.get_untracked() == ViewName::Tree && (link.node.is_some() || link.step.is_some()) {
        state.ask_hint();
        state.tree_node.set(link.node);
        state.tree_step.set(link.step);
    }
}

thread_local! {
    static PENDING: Cell<bool> = const { Cell::new(false) };
    /// The view the current history entry is for, and when the page
    /// turned to it (`None` before the first write).
    static ENTRY_VIEW: Cell<Option<(ViewName, f64)>> = const { Cell::new(None) };
    /// This page's mark on its history entries.
    static MARK: RefCell<String> = const { RefCell::new(String::new()) };
    /// Settings the page's own reader does not read, as serde read them
    /// ([`keep_read_by_serde`]).
    static READ_BY_SERDE: RefCell<Option<(String, Result<SolverConfig, String>)>> = const { RefCell::new(None) };
}

/// Views passed within this many milliseconds share a history entry.
const PASSING_MS: f64 = 1000.0;

/// Keeps the address and the saved game following `state`, from now on:
/// the address names the game from the first load.
pub fn track(state: AppState) {
    ENTRY_VIEW.with(|entry| entry.set(None));
    write(state);
    // Leaving the page: moves still waiting for the address are saved now,
    // and kept for a reload, which reads the address as it was before.
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
        if let Some(link) = write(state) {
            browser::save_for_tab(RELOAD_KEY, &format!("{} {link}", MARK.with_borrow(String::clone)));
        }
    });
    let back_or_forward = window_event_listener(leptos::ev::popstate, move |_| follow_history(state));
    on_cleanup(move || {
        leaving.remove();
        back_or_forward.remove();
    });
    // Settings and the view change at a reader's pace: the address follows
    // at once (a reload right after still has them).
    Effect::new(move |_| {
        state.config.track();
        state.view.track();
        state.section.track();
        write(state);
    });
    // Moves can come hundreds a second under Autoplay, and the tree's node
    // and step as fast under its Play: the address follows them after a
    // short wait (leaving the page writes at once).
    Effect::new(move |_| {
        state.play.track();
        state.tree_node.track();
        state.tree_step.track();
        if PENDING.with(|p| p.replace(true)) {
            return;
        }
        browser::after(SETTLE_MS, move || {
            PENDING.with(|p| p.set(false));
            write(state);
        });
    });
}

/// Writes the state's link into the address and saves its game; returns
/// the link written (`None` once the app is gone).
pub fn write(state: AppState) -> Option<String> {
    // The app may be gone (unmounted) by the time the timer fires.
    state.play.try_with_untracked(|_| ())?;
    let link = untrack(|| state.link());
    let query = link.encode();
    let view = state.view.get_untracked();
    let now = browser::now_millis();
    let entry = ENTRY_VIEW.with(Cell::get);
    let turned = entry.is_some_and(|(was, _)| was != view);
    // The first view counts as settled: a view opened at once after it
    // still gets an entry of its own.
    if entry.is_none() || turned {
        let since = if entry.is_none() { f64::NEG_INFINITY } else { now };
        ENTRY_VIEW.with(|entry| entry.set(Some((view, since))));
    }
    let new_entry = turned && entry.is_some_and(|(_, since)| now - since >= PASSING_MS);
    MARK.with_borrow(|mark| browser::show_in_address(&query, new_entry, mark));
    let game = LinkState { config: None, view: None, node: None, step: None, ..link };
    state.remember(GAME.save(&game.encode()));
    Some(query)
}

/// Back or Forward: the entry's view comes back, and the entry is rewritten
/// to hold the game as it is now. (A hash-only entry, from the article's
/// contents, names the view already shown: nothing changes.)
fn follow_history(state: AppState) {
    let view = decode(&browser::address_query()).ok().and_then(|link| link.view);
    let wanted = view.as_deref().map_or(ViewName::Article, |id| ViewName::with_id(id).unwrap_or(ViewName::Article));
    let shown = state.view.get_untracked();
    // Set back (not "now"): a view left at once after is a view of its own.
    ENTRY_VIEW.with(|entry| entry.set(Some((wanted, f64::NEG_INFINITY))));
    if wanted != shown {
        // Focus in the view going away would fall to the page itself, and
        // on its tab would stay on a tab no longer chosen: it goes to the
        // new view's tab.
        let id = shown.id();
        let inside = document()
            .active_element()
            .and_then(|e| e.closest(&format!("#panel-{id}, #tab-{id}")).ok().flatten())
            .is_some();
        state.view.set(wanted);
        if inside {
            browser::focus(&format!("#tab-{}", wanted.id()));
        }
    }
    write(state);
}
