//! What the lesson's parts share: the lesson a teacher is making, the
//! lesson open on this page (from its link) with the student's work on it,
//! and the solver's answers to a lesson, worked once. All of it is kept on
//! this device only.

use crate::ui::model::{solve, Given, Lesson, Solution, ViewName};
use crate::ui::web::kit::browser;
use crate::ui::web::kit::storage::Slot;
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

const DRAFT: Slot<Lesson> = Slot::new("lookahead.lesson-draft", "the lesson you are making");
const OPEN: Slot<LessonWork> = Slot::new("lookahead.lesson-open", "the lesson you opened and your answers");

/// A lesson opened from its link, and the student's answers to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonWork {
    pub lesson: Lesson,
    pub student: String,
    /// Position `i`'s answer, once given (the first answer counts).
    pub answers: Vec<Option<Given>>,
    /// The position on screen.
    pub at: usize,
}

impl LessonWork {
    pub fn new(lesson: Lesson) -> LessonWork {
        let answers = vec![None; lesson.positions.len()];
        LessonWork { lesson, student: String::new(), answers, at: 0 }
    }

    fn is_sound(&self) -> bool {
        self.lesson.check().is_ok()
            && self.answers.len() == self.lesson.positions.len()
            && self.at < self.answers.len()
            && self.answers.iter().zip(&self.lesson.positions).all(|(a, p)| a.is_none_or(|a| a.answers(p.question)))
    }
}

/// The solver's answers to each position of a lesson, or why one has
/// none; told apart by the lesson's id (a memo compares no trees).
#[derive(Clone, Debug)]
pub struct Solutions {
    pub id: String,
    pub solved: Arc<Result<Vec<Solution>, String>>,
}

impl PartialEq for Solutions {
    fn eq(&self, other: &Solutions) -> bool {
        self.id == other.id
    }
}

impl Solutions {
    pub fn of(lesson: &Lesson) -> Solutions {
        let solved = lesson
            .positions
            .iter()
            .enumerate()
            .map(|(i, p)| solve(p).map_err(|why| format!("position {} cannot be searched: {why}", i + 1)))
            .collect();
        Solutions { id: lesson.id(), solved: Arc::new(solved) }
    }
}

#[derive(Clone, Copy)]
pub struct Lessons {
    pub draft: RwSignal<Lesson>,
    pub open: RwSignal<Option<LessonWork>>,
    /// The open lesson as the runner draws it: the work without the
    /// student's name, so typing it does not draw the lesson again.
    pub shown: Memo<Option<LessonWork>>,
    /// The open lesson's solutions (worked once, when it opens).
    pub open_solutions: Memo<Option<Solutions>>,
}

/// The address as the app found it, when it held a lesson link: kept for
/// this tab (a reload before Compare's module is in must not lose it: the
/// app writes its own address at once) until the lessons, made with the
/// Compare view in its own module, read it.
const LESSON_LINK: &str = "lookahead.lesson-link";

impl Lessons {
    /// As the app starts, before it writes its own address: a lesson link
    /// is kept for the lessons and opens Compare at them. (Reading the
    /// lesson waits for Compare's module: the board plays without it.)
    pub fn note_link(state: AppState) {
        let query = browser::address_query();
        if Lesson::in_query(&query).is_none() {
            return;
        }
        browser::save_for_tab(LESSON_LINK, &query);
        state.view.set(ViewName::Compare);
        // (The Compare view is drawn once its module is in.)
        browser::when_drawn("#lessons-title", move || {
            if state.view.get_untracked() == ViewName::Compare {
                browser::scroll_to("lessons-title");
            }
        });
    }

    /// Made once, with the lessons' part of the Compare view: the stored
    /// draft and open lesson, and the lesson a link opened (a refused one
    /// says why).
    pub fn provide(state: AppState) {
        let mut problems = Vec::new();
        let draft =
            DRAFT.load(|l| l.positions.is_empty() || l.check().is_ok()).value(&mut problems).unwrap_or_default();
        let mut open = OPEN.load(LessonWork::is_sound).value(&mut problems);
        if let Some(query) = browser::take_for_tab(LESSON_LINK) {
            match Lesson::decode(&query) {
                // The same lesson again (a reload, the link opened twice)
                // keeps the answers given.
                Ok(lesson) if open.as_ref().is_some_and(|w| w.lesson == lesson) => {}
                Ok(lesson) => {
                    let work = LessonWork::new(lesson);
                    state.remember(OPEN.save(&work));
                    open = Some(work);
                }
                Err(why) => {
                    problems.push(format!("The lesson link could not be opened: {why}. Ask for the link again."))
                }
            }
        }
        if !problems.is_empty() {
            state.add_message(&problems.join(" "));
        }
        let open = RwSignal::new(open);
        let shown =
            Memo::new(move |_| open.with(|w| w.as_ref().map(|w| LessonWork { student: String::new(), ..w.clone() })));
        let open_lesson = Memo::new(move |_| shown.with(|w| w.as_ref().map(|w| w.lesson.clone())));
        let open_solutions = Memo::new(move |_| open_lesson.with(|l| l.as_ref().map(Solutions::of)));
        provide_context(Lessons { draft: RwSignal::new(draft), open, shown, open_solutions });
    }

    pub fn update_draft(&self, state: AppState, change: impl FnOnce(&mut Lesson)) {
        self.draft.update(change);
        state.remember(self.draft.with_untracked(|d| DRAFT.save(d)));
    }

    /// Changes the student's work, and keeps it.
    pub fn update_work(&self, state: AppState, change: impl FnOnce(&mut LessonWork)) {
        self.open.update(|w| {
            if let Some(w) = w {
                change(w);
            }
        });
        if let Some(result) = self.open.with_untracked(|w| w.as_ref().map(|w| OPEN.save(w))) {
            state.remember(result);
        }
    }

    /// Opens `lesson` on this page as a student would (the teacher trying it).
    pub fn open_here(&self, state: AppState, lesson: Lesson) {
        let work = LessonWork::new(lesson);
        state.remember(OPEN.save(&work));
        self.open.set(Some(work));
    }

    pub fn close(&self) {
        browser::remove(OPEN.key());
        self.open.set(None);
    }
}
