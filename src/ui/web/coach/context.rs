//! What the coach's parts share: the review's settings and the notebook
//! (both remembered on the device), and the reader's moves on the game's
//! line, worked out once for the score box, the timeline and the panel.

use crate::analysis::review::{ReviewSettings, MOST_GAMES};
use crate::ui::model::{LineReplay, MatchSummary, Notebook, ReaderMove};
use crate::ui::web::kit::made_once::MadeOnce;
use crate::ui::web::kit::storage::Slot;
use crate::ui::web::state::AppState;
use leptos::prelude::*;

const SETTINGS: Slot<ReviewSettings> = Slot::plain("lookahead.review-settings", "the review settings");
const NOTEBOOK: Slot<Notebook> = Slot::new("lookahead.notebook", "your notebook of flagged moves");

#[derive(Clone, Copy)]
pub struct Coach {
    pub settings: RwSignal<ReviewSettings>,
    /// The notebook, read from storage the first time it is asked for
    /// ([`Coach::notebook`]: in Compare's module, not the first one).
    notebook: MadeOnce<RwSignal<Notebook>>,
    /// The reader's moves of the game on screen, in order.
    pub moves: Memo<Vec<ReaderMove>>,
    /// Those moves counted, under the reader's threshold.
    pub summary: Memo<MatchSummary>,
}

impl Coach {
    /// Made once, by the app, and shared as a context.
    pub fn provide(state: AppState) {
        let mut problems = Vec::new();
        let settings = SETTINGS
            .load(|s| (1..=MOST_GAMES).contains(&s.games) && s.threshold.is_finite())
            .value(&mut problems)
            .unwrap_or_default();
        let settings = RwSignal::new(settings);
        if !problems.is_empty() {
            state.add_message(&problems.join(" "));
        }
        let replay = StoredValue::new(LineReplay::default());
        let moves = Memo::new(move |_: Option<&Vec<ReaderMove>>| {
            state.play.with(|p| {
                replay
                    .try_update_value(|replay| {
                        let positions = replay.follow(p.start(), p.line());
                        state.coach.with(|log| log.of_line(p.start(), positions).into_iter().cloned().collect())
                    })
                    .unwrap_or_default()
            })
        });
        let summary = Memo::new(move |_| {
            moves.with(|moves| MatchSummary::of(&moves.iter().collect::<Vec<_>>(), settings.get().threshold))
        });
        provide_context(Coach { settings, notebook: MadeOnce::new(), moves, summary });
    }

    pub fn set_settings(&self, state: AppState, settings: ReviewSettings) {
        state.remember(SETTINGS.save(&settings));
        self.settings.set(settings);
    }

    /// The reader's notebook, read the first time it is asked for (one
    /// that cannot be read is set aside, with a notice).
    pub fn notebook(&self, state: AppState) -> RwSignal<Notebook> {
        self.notebook.get(|| {
            let mut problems = Vec::new();
            let read = NOTEBOOK.load(Notebook::is_sound).value(&mut problems).unwrap_or_default();
            if !problems.is_empty() {
                state.add_message(&problems.join(" "));
            }
            RwSignal::new(read)
        })
    }

    pub fn update_notebook(&self, state: AppState, change: impl FnOnce(&mut Notebook)) {
        let notebook = self.notebook(state);
        notebook.update(change);
        state.remember(notebook.with_untracked(|n| NOTEBOOK.save(n)));
    }
}
