//! [`Learning`]: what the reader answered (tests and predictions), kept on
//! this device, shared by every view that asks; the committed position bank
//! the tests draw from.

use crate::analysis::bank::Bank;
use crate::ui::model::{PredictionKind, Predictions, SelfTests, Sitting};
use crate::ui::web::kit::made_once::MadeOnce;
use crate::ui::web::kit::storage::Slot;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use std::sync::OnceLock;

const SELF_TESTS: Slot<SelfTests> = Slot::new("lookahead.self-tests", "your test answers");
const PREDICTIONS: Slot<Predictions> = Slot::new("lookahead.predictions", "your predictions");

/// The bank of test positions (the committed file, compiled in; natively
/// checked as it is read), made the first time a test needs it.
pub fn bank() -> Result<&'static Bank, &'static str> {
    static BANK: OnceLock<Result<Bank, String>> = OnceLock::new();
    BANK.get_or_init(Bank::committed).as_ref().map_err(String::as_str)
}

/// The id of a sitting's box (its heading's is this with `-title`).
pub fn box_id(sitting: Sitting) -> &'static str {
    match sitting {
        Sitting::Before => "self-test-before",
        Sitting::After => "self-test-after",
    }
}

/// The reader's answers, shared by the two places that offer a test.
#[derive(Clone, Copy)]
pub struct Learning {
    pub tests: RwSignal<SelfTests>,
    pub predictions: RwSignal<Predictions>,
    /// Whether the reader asked to be shown, not asked: apart from the rest
    /// of the predictions, so that what follows it is not drawn again when
    /// a tally or a line of the reader's changes.
    just_show_me: Memo<bool>,
    state: AppState,
}

/// Where the reader's answers will be kept, made as the app starts; the
/// answers themselves are read from storage the first time a view asks
/// ([`Learning::get`]), in that view's module: the first module, which the
/// board waits for, carries neither their reader nor the position bank.
#[derive(Clone, Copy)]
struct LearningPlace {
    state: AppState,
    learning: MadeOnce<Learning>,
}

impl Learning {
    /// As the app starts: a place for the reader's answers, read when first
    /// asked for.
    pub fn prepare(state: AppState) {
        provide_context(LearningPlace { state, learning: MadeOnce::new() });
    }

    /// The reader's answers, read the first time any view asks: what no
    /// longer fits the bank is set aside, with a notice.
    pub fn get() -> Learning {
        let place = expect_context::<LearningPlace>();
        place.learning.get(|| Learning::read(place.state))
    }

    fn read(state: AppState) -> Learning {
        let mut problems = Vec::new();
        let tests =
            SELF_TESTS.load(|tests| bank().is_ok_and(|bank| tests.fits(bank))).value(&mut problems).unwrap_or_default();
        let predictions = PREDICTIONS.load(|_| true).value(&mut problems).unwrap_or_default();
        if !problems.is_empty() {
            state.add_message(&problems.join(" "));
        }
        let predictions = RwSignal::new(predictions);
        let just_show_me = Memo::new(move |_| predictions.with(|p| p.just_show_me));
        Learning { tests: RwSignal::new(tests), predictions, just_show_me, state }
    }

    /// Changes the answers and stores them (a refused write is said).
    pub fn update_tests(&self, change: impl FnOnce(&mut SelfTests)) {
        self.tests.update(change);
        self.state.remember(self.tests.with_untracked(|tests| SELF_TESTS.save(tests)));
    }

    /// Whether the page asks before it reveals ("Just show me" is off).
    pub fn asking(&self) -> bool {
        !self.just_show_me.get()
    }

    /// Changes the predictions and stores them (a refused write is said).
    pub fn update_predictions(&self, change: impl FnOnce(&mut Predictions)) {
        self.predictions.update(change);
        self.state.remember(self.predictions.with_untracked(|p| PREDICTIONS.save(p)));
    }

    /// Counts one prediction of `kind`.
    pub fn record(&self, kind: PredictionKind, right: bool) {
        self.update_predictions(|p| p.record(kind, right));
    }

    /// Has a screen reader say `text`.
    pub fn announce(&self, text: &str) {
        self.state.announce(text);
    }

    /// Forgets every answer, here and in storage.
    pub fn forget_tests(&self) {
        self.tests.set(SelfTests::default());
        crate::ui::web::kit::browser::remove(SELF_TESTS.key());
    }
}
