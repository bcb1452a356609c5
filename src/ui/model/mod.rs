//! The page's state and logic as plain Rust, with no browser in sight, so
//! that it is tested natively like the solver. The Leptos components only
//! display this state and forward events to it.

mod aside;
mod coach;
mod csv;
mod decided_log;
mod decisions;
mod exercise;
mod format;
mod gaps;
mod guess;
mod imported;
mod input;
mod knob;
mod lesson;
mod lesson_answers;
mod limits;
mod link;
mod measures;
mod miss_words;
mod notebook;
mod places;
mod play;
mod predictions;
mod replaced;
mod self_test;
mod solver_choice;
mod step_guess;
mod stored;
mod tiles;
mod worker_json;
mod worker_protocol;

pub use crate::numbers::{
    cell_percent, count, fixed_percent, group_digits, parameter, percent, scientific, share_percent, MINUS,
};
pub use aside::moves_put_aside;
pub use coach::{set_review_field, CoachLog, LineReplay, MatchSummary, ReaderMove, ReviewField};
pub use csv::runs_csv;
pub use decided_log::DecidedLog;
pub use decisions::{Guess, Hint, Position, Recorded, DECISION_NODES};
pub use exercise::{
    chance_formula, check_value, exercise, exercise_nodes, read_value, worked_step, Exercise, ExerciseRow, Level,
    TOLERANCE,
};
pub use format::{capitalised, clipped, fitted_axis, shown_gap, Labels};
pub use gaps::{bar_scale, gap_in_units, in_empty_cells, near_tie, off_scale};
pub use guess::{judge, ordinal, GuessOutcome, Tally};
pub use imported::{runs_in_file, saved_runs_refusal, BenchResult};
pub use input::{
    direction_for_key, direction_for_swipe, early_hint, early_moves, early_view, key_for_direction, EarlyInput, Speed,
    MIN_SWIPE,
};
pub use knob::{read_knob, KnobRange};
pub use lesson::{
    Lesson, LessonError, LessonPosition, Question, SearchSize, MOST_NOTE_CHARS, MOST_POSITIONS, MOST_TITLE_CHARS,
};
pub use lesson_answers::{
    answers_csv, cell_key, class_summary, read_answers, solve, solver_answer, student_right, Given, PositionSummary,
    Solution, StudentFile,
};
pub use limits::LEAST_SMOOTHNESS_WEIGHT;
pub use link::{settings_by_hand, settings_in_words, settings_json, LinkError, LinkState, Start, MOST_LINK_CHARS};
pub use measures::{Figure, Measure};
pub use miss_words::{miss_in_words, MissWords};
pub use notebook::{date_of_day, Card, CardAnswer, Notebook, DAY_MS, MOST_CARDS, NOTEBOOK_FORMAT, SPACING_DAYS};
pub use places::{Place, Section, ViewName};
pub use play::{Notice, PlayState, PutAside, HISTORY_LIMIT};
pub use predictions::{
    share_called, share_gap, Explanation, KindTally, PredictionKind, Predictions, Stance, EXPLANATION_CHARS,
};
pub use replaced::{Replaced, ReplacedFile};
pub use self_test::{
    baselines_in_words, export_csv, export_json, of, reasons_matched, test_length, Answer, Attempt, Reason, SelfTests,
    Sitting, Taken, TEST_MIX,
};
pub use solver_choice::SolverChoice;
pub use step_guess::{open_question, step_questions, Asks, StepQuestion};
pub use stored::{decode, decode_plain, encode, encode_plain, stored_value, STORAGE_VERSION};
pub use tiles::{Sprite, TileLayer, SLOTS};
pub use worker_protocol::{
    DecideOrder, Decided, GameOrder, PairOrder, PairPlayed, WorkerOrder, WorkerReply, BUILD_ID, REPLY_MS, WARM_UP_FLAG,
};
