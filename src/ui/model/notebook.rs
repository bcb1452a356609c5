//! The mistake notebook: positions where a review flagged the reader's
//! move, kept on the reader's device and served again as guess-the-move,
//! spaced: a card comes back 1 day after it was kept, then 3 days after
//! the reader gets it right, then 7; right then too, it is learned. A
//! wrong answer sends it back to the start (1 day). A reader may review
//! cards before they are due: a right answer then leaves the schedule as it
//! was (spacing works by the wait), a wrong one sends the card back to the
//! start. Time is passed in (milliseconds since 1970), so the schedule is
//! tested on a stated clock.

use crate::bench::{f64_key, sort_by_key};
use crate::game::{Board, Direction};
use serde::{Deserialize, Serialize};

/// A day, in milliseconds.
pub const DAY_MS: f64 = 86_400_000.0;

/// The waits, in days, before each review in a row that must be right.
pub const SPACING_DAYS: [f64; 3] = [1.0, 3.0, 7.0];

/// The notebook file's format, and the most cards it may hold.
pub const NOTEBOOK_FORMAT: u32 = 1;
pub const MOST_CARDS: usize = 500;
/// The most answers a card keeps (older ones are dropped).
const MOST_ATTEMPTS: usize = 100;

/// One answer to a card.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardAnswer {
    /// When (milliseconds since 1970).
    pub at: f64,
    pub pick: Direction,
    pub right: bool,
    /// Answered before the card was due.
    pub early: bool,
}

/// A flagged position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    pub board: Board,
    /// The solver's move there, and the reader's in the game.
    pub solver: Direction,
    pub yours: Direction,
    /// The tile whose chances the review measured, and what the reader's
    /// move cost in percentage points, with its 95% interval and the games
    /// a side it was measured on.
    pub target: u32,
    pub loss: f64,
    pub interval: [f64; 2],
    pub games: u32,
    pub added: f64,
    /// Right answers in a row, each on time (0 to 3: 3 is learned).
    pub step: u8,
    /// When it is next due; `None` once learned.
    pub due: Option<f64>,
    pub answers: Vec<CardAnswer>,
}

impl Card {
    /// A new card, kept at `now` (due a day later).
    pub fn new(
        board: Board,
        solver: Direction,
        yours: Direction,
        target: u32,
        loss: f64,
        interval: [f64; 2],
        games: u32,
        now: f64,
    ) -> Card {
        Card {
            board,
            solver,
            yours,
            target,
            loss,
            interval,
            games,
            added: now,
            step: 0,
            due: Some(now + SPACING_DAYS[0] * DAY_MS),
            answers: Vec::new(),
        }
    }

    pub fn is_due(&self, now: f64) -> bool {
        self.due.is_some_and(|due| due <= now)
    }

    /// Whether the card could be one this page wrote: both moves legal and
    /// different, figures finite, a step and answers in range.
    fn is_sound(&self) -> bool {
        let finite = self.loss.is_finite() && self.interval.iter().all(|x| x.is_finite()) && self.added.is_finite();
        let legal = self.board.is_legal(self.solver) && self.board.is_legal(self.yours) && self.solver != self.yours;
        let schedule = usize::from(self.step) <= SPACING_DAYS.len()
            && self.due.is_none_or(f64::is_finite)
            && (self.due.is_none() == (usize::from(self.step) == SPACING_DAYS.len()));
        let answers = self.answers.len() <= MOST_ATTEMPTS
            && self.answers.iter().all(|a| a.at.is_finite() && a.right == (a.pick == self.solver));
        finite && legal && schedule && answers && self.target.is_power_of_two()
    }
}

/// The reader's notebook.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Notebook {
    pub cards: Vec<Card>,
}

/// A notebook as a file: its format, then the cards.
#[derive(Serialize, Deserialize)]
struct NotebookFile {
    format: u32,
    cards: Vec<Card>,
}

impl Notebook {
    /// Keeps `card`, unless the notebook has this position and move
    /// already (then its figures are brought up to date, its schedule
    /// kept). Whether it was new; `false` too when the notebook is full.
    pub fn keep(&mut self, card: Card) -> bool {
        if let Some(known) = self.cards.iter_mut().find(|c| c.board == card.board && c.yours == card.yours) {
            (known.loss, known.interval, known.games, known.target) =
                (card.loss, card.interval, card.games, card.target);
            return false;
        }
        if self.cards.len() >= MOST_CARDS {
            return false;
        }
        self.cards.push(card);
        true
    }

    /// The cards due at `now`, soonest due first.
    pub fn due(&self, now: f64) -> Vec<usize> {
        let mut due: Vec<usize> = (0..self.cards.len()).filter(|&i| self.cards[i].is_due(now)).collect();
        // Every card listed has a due time (`is_due`).
        sort_by_key(&mut due, |&i| self.cards[i].due.map_or(0, f64_key));
        due
    }

    /// The cards not learned, soonest due first (to review sooner).
    pub fn unlearned(&self) -> Vec<usize> {
        self.due(f64::INFINITY)
    }

    /// When the next card not due at `now` comes due.
    pub fn next_due(&self, now: f64) -> Option<f64> {
        self.cards.iter().filter_map(|c| c.due).filter(|&due| due > now).reduce(f64::min)
    }

    /// The reader picks `pick` on card `index` at `now`: recorded, and the
    /// card rescheduled. Whether it was the solver's move.
    pub fn answer(&mut self, index: usize, pick: Direction, now: f64) -> Option<bool> {
        let card = self.cards.get_mut(index)?;
        let right = pick == card.solver;
        let early = !card.is_due(now);
        if card.answers.len() == MOST_ATTEMPTS {
            card.answers.remove(0);
        }
        card.answers.push(CardAnswer { at: now, pick, right, early });
        match (right, early) {
            (false, _) => {
                card.step = 0;
                card.due = Some(now + SPACING_DAYS[0] * DAY_MS);
            }
            (true, true) => {}
            (true, false) => {
                card.step += 1;
                card.due = SPACING_DAYS.get(usize::from(card.step)).map(|days| now + days * DAY_MS);
            }
        }
        Some(right)
    }

    /// Every answer, by day: (day since 1970, right, answered), oldest first.
    pub fn accuracy_by_day(&self) -> Vec<(i64, u32, u32)> {
        let mut days: Vec<(i64, u32, u32)> = Vec::new();
        let mut answers: Vec<&CardAnswer> = self.cards.iter().flat_map(|c| &c.answers).collect();
        sort_by_key(&mut answers, |answer| f64_key(answer.at));
        for answer in answers {
            let day = (answer.at / DAY_MS).floor() as i64;
            match days.last_mut() {
                Some((d, right, all)) if *d == day => {
                    *right += u32::from(answer.right);
                    *all += 1;
                }
                _ => days.push((day, u32::from(answer.right), 1)),
            }
        }
        days
    }

    /// The notebook as a file to export.
    pub fn to_file(&self) -> String {
        serde_json::to_string_pretty(&NotebookFile { format: NOTEBOOK_FORMAT, cards: self.cards.clone() })
            .unwrap_or_default()
    }

    /// A notebook read from a file, or why it cannot be.
    pub fn from_file(text: &str) -> Result<Notebook, String> {
        let file: NotebookFile =
            serde_json::from_str(text).map_err(|e| format!("this is not a Lookahead notebook ({e})"))?;
        if file.format != NOTEBOOK_FORMAT {
            return Err(format!(
                "this notebook is in format {}, and this page reads format {NOTEBOOK_FORMAT}",
                file.format
            ));
        }
        if file.cards.len() > MOST_CARDS {
            return Err(format!(
                "this notebook holds {} cards, more than the {MOST_CARDS} a notebook may",
                file.cards.len()
            ));
        }
        if let Some(bad) = file.cards.iter().position(|c| !c.is_sound()) {
            return Err(format!("card {} of this notebook is not one this page could have written", bad + 1));
        }
        Ok(Notebook { cards: file.cards })
    }

    /// Whether every card is sound (a stored notebook is checked as a file is).
    pub fn is_sound(&self) -> bool {
        self.cards.len() <= MOST_CARDS && self.cards.iter().all(Card::is_sound)
    }

    /// Adds the cards of `other` this notebook does not have; how many.
    pub fn merge(&mut self, other: Notebook) -> usize {
        let before = self.cards.len();
        for card in other.cards {
            let known = self.cards.iter().any(|c| c.board == card.board && c.yours == card.yours);
            if !known && self.cards.len() < MOST_CARDS {
                self.cards.push(card);
            }
        }
        self.cards.len() - before
    }
}

/// A day since 1970 as a date, "2026-12-04" (the proleptic Gregorian
/// calendar; Hinnant's `civil_from_days`).
pub fn date_of_day(day: i64) -> String {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;

    /// 2026-12-04 at noon, the clock the schedule is tested on.
    const NOON: f64 = 1_796_385_600_000.0;

    fn card(now: f64) -> Card {
        let board = parse_board("2,4,8,16, 0,0,0,0, 0,0,0,2, 0,0,4,128").unwrap();
        Card::new(board, Direction::Down, Direction::Up, 2048, 12.0, [4.0, 20.0], 100, now)
    }

    #[test]
    fn the_clock_is_the_stated_day() {
        assert_eq!(date_of_day((NOON / DAY_MS).floor() as i64), "2026-12-04");
        assert_eq!(date_of_day(0), "1970-01-01");
        assert_eq!(date_of_day(-1), "1969-12-31");
        assert_eq!(date_of_day(11_016), "2000-02-29");
    }

    #[test]
    fn a_card_comes_back_after_1_3_and_7_days_then_is_learned() {
        let mut notebook = Notebook::default();
        assert!(notebook.keep(card(NOON)));
        assert!(!notebook.keep(card(NOON + 5.0)), "the same position and move is kept once");
        assert!(notebook.due(NOON).is_empty());
        assert_eq!(notebook.next_due(NOON), Some(NOON + DAY_MS));
        // Not due a minute before the day is up; due at it.
        assert!(notebook.due(NOON + DAY_MS - 60_000.0).is_empty());
        let day1 = NOON + DAY_MS;
        assert_eq!(notebook.due(day1), vec![0]);
        assert_eq!(notebook.answer(0, Direction::Down, day1), Some(true));
        assert_eq!(notebook.cards[0].due, Some(day1 + 3.0 * DAY_MS));
        let day4 = day1 + 3.0 * DAY_MS;
        assert_eq!(notebook.answer(0, Direction::Down, day4), Some(true));
        assert_eq!(notebook.cards[0].due, Some(day4 + 7.0 * DAY_MS));
        let day11 = day4 + 7.0 * DAY_MS;
        assert_eq!(notebook.answer(0, Direction::Down, day11), Some(true));
        assert_eq!((notebook.cards[0].step, notebook.cards[0].due), (3, None), "learned");
        assert!(notebook.due(f64::MAX).is_empty());
        assert_eq!(notebook.accuracy_by_day().len(), 3);
    }

    #[test]
    fn due_cards_come_soonest_due_first_and_answers_by_day_oldest_first() {
        let mut notebook = Notebook::default();
        for due in [Some(NOON + 3.0), Some(NOON + 1.0), Some(NOON + 3.0), None] {
            notebook.cards.push(Card { due, ..card(NOON) });
        }
        // A tie keeps the notebook's order; a learned card is never due.
        assert_eq!(notebook.due(NOON + 10.0), vec![1, 0, 2]);
        let answer = |at: f64, right: bool| CardAnswer { at, pick: Direction::Down, right, early: false };
        notebook.cards[0].answers.push(answer(NOON + 2.0 * DAY_MS, true));
        notebook.cards[1].answers.push(answer(NOON, false));
        notebook.cards[2].answers.push(answer(NOON + DAY_MS, true));
        notebook.cards[2].answers.push(answer(NOON + 1.0, true));
        assert_eq!(
            notebook.accuracy_by_day().into_iter().map(|(_, r, a)| (r, a)).collect::<Vec<_>>(),
            [(1, 2), (1, 1), (1, 1)]
        );
    }

    #[test]
    fn a_wrong_answer_starts_over_and_an_early_right_one_changes_nothing() {
        let mut notebook = Notebook::default();
        notebook.keep(card(NOON));
        // Early and right: recorded, not rescheduled.
        assert_eq!(notebook.answer(0, Direction::Down, NOON + 1000.0), Some(true));
        assert_eq!((notebook.cards[0].step, notebook.cards[0].due), (0, Some(NOON + DAY_MS)));
        assert!(notebook.cards[0].answers[0].early);
        // On time, right; then on time, wrong: back to a day.
        let day1 = NOON + DAY_MS;
        notebook.answer(0, Direction::Down, day1);
        let day4 = day1 + 3.0 * DAY_MS;
        assert_eq!(notebook.answer(0, Direction::Left, day4), Some(false));
        assert_eq!((notebook.cards[0].step, notebook.cards[0].due), (0, Some(day4 + DAY_MS)));
        // Early and wrong also starts over.
        assert_eq!(notebook.answer(0, Direction::Up, day4 + 5.0), Some(false));
        assert_eq!(notebook.cards[0].due, Some(day4 + 5.0 + DAY_MS));
        // Accuracy by day: day 0 one right; day 1 one right; day 4 two wrong.
        let days: Vec<(u32, u32)> = notebook.accuracy_by_day().into_iter().map(|(_, r, a)| (r, a)).collect();
        assert_eq!(days, vec![(1, 1), (1, 1), (0, 2)]);
    }

    #[test]
    fn a_notebook_file_round_trips_and_a_bad_one_is_refused() {
        let mut notebook = Notebook::default();
        notebook.keep(card(NOON));
        notebook.answer(0, Direction::Left, NOON + DAY_MS);
        let file = notebook.to_file();
        assert_eq!(Notebook::from_file(&file), Ok(notebook.clone()));
        assert!(Notebook::from_file("{}").unwrap_err().contains("not a Lookahead notebook"));
        assert!(Notebook::from_file(&file.replace("\"format\": 1", "\"format\": 9")).unwrap_err().contains("format 9"));
        // A card whose answer says right for a move that is not the solver's.
        let forged = file.replace("\"right\": false", "\"right\": true");
        assert!(Notebook::from_file(&forged).unwrap_err().contains("card 1"));
        // A card whose two moves are the same.
        let same = file.replace("\"yours\": \"up\"", "\"yours\": \"down\"");
        assert!(Notebook::from_file(&same).is_err());
        // Merging adds what is new, once.
        let mut other = Notebook::default();
        assert_eq!(other.merge(notebook.clone()), 1);
        assert_eq!(other.merge(notebook), 0);
    }
}
