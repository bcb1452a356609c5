//! Test yourself: eight positions from the bank before the article and
//! eight others after it, each a move to pick (and, if the reader likes, a
//! reason), scored against the solver and set beside what habits score on
//! the very same positions.
//!
//! A test draws [`TEST_MIX`] positions from one half of the bank, the
//! second test of an attempt from the other half, so the two never share a
//! position and have the same stages. Which half comes first is drawn per
//! attempt; positions seen in earlier attempts are drawn last, so a retake
//! brings fresh ones while the bank has them. Everything here is kept on
//! the reader's device ([`SelfTests`] is what the page stores).

use crate::analysis::bank::{Bank, BankPosition, Baselines, Half, Stage};
use crate::analysis::decided_by::Term;
use crate::game::{Direction, SeededRng};
use serde::{Deserialize, Serialize};

/// The positions of one test, by stage: the two halves have the same.
pub const TEST_MIX: [(Stage, usize); 3] = [(Stage::Early, 2), (Stage::Middle, 3), (Stage::Late, 3)];

/// Positions in one test.
pub fn test_length() -> usize {
    TEST_MIX.iter().map(|(_, n)| n).sum()
}

/// Why the reader picked a move, if they say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    Corner,
    EmptyCells,
    Merge,
    Safety,
    NotSure,
}

impl Reason {
    pub const ALL: [Reason; 5] = [Reason::Corner, Reason::EmptyCells, Reason::Merge, Reason::Safety, Reason::NotSure];

    /// As the form offers it.
    pub fn label(self) -> &'static str {
        match self {
            Reason::Corner => "the corner",
            Reason::EmptyCells => "empty cells",
            Reason::Merge => "a merge",
            Reason::Safety => "safety against a bad tile",
            Reason::NotSure => "not sure",
        }
    }

    /// Its name in files (CSV, JSON).
    pub fn key(self) -> &'static str {
        match self {
            Reason::Corner => "corner",
            Reason::EmptyCells => "empty-cells",
            Reason::Merge => "merge",
            Reason::Safety => "safety",
            Reason::NotSure => "not-sure",
        }
    }

    /// What in the solver's search answers to it: the corner is the
    /// positional term's snake; a merge pays through what it frees (a cell,
    /// or neighbours that can merge again); safety is looking ahead at the
    /// tiles to come.
    pub fn in_the_search(self) -> Option<&'static str> {
        match self {
            Reason::Corner => Some("the positional term decided, the snake that wants the largest tiles in the corner"),
            Reason::EmptyCells => Some("the empty-cell term decided"),
            Reason::Merge => Some("the solver's move merges tiles and the empty-cell or smoothness term decided"),
            Reason::Safety => Some("looking ahead decided: a solver that looks one move ahead plays another move"),
            Reason::NotSure => None,
        }
    }

    /// Whether the reason is what decided `position` (see
    /// [`Reason::in_the_search`]); `None` for "not sure".
    pub fn matches(self, position: &BankPosition) -> Option<bool> {
        let term = |t: Term| Some(position.decided_by == t);
        match self {
            Reason::Corner => term(Term::Positional),
            Reason::EmptyCells => term(Term::Empties),
            Reason::Merge => {
                let merges = position.board.slide(position.solver).empty_count() > position.board.empty_count();
                Some(merges && matches!(position.decided_by, Term::Empties | Term::Smoothness))
            }
            Reason::Safety => Some(position.looked_ahead()),
            Reason::NotSure => None,
        }
    }
}

/// Which of an attempt's two tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Sitting {
    Before,
    After,
}

impl Sitting {
    pub fn name(self) -> &'static str {
        match self {
            Sitting::Before => "before",
            Sitting::After => "after",
        }
    }
}

/// One position answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub position: u32,
    pub pick: Direction,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<Reason>,
}

/// A test: its positions (ids in the bank) and the answers given so far,
/// in the same order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    pub half: Half,
    pub positions: Vec<u32>,
    pub answers: Vec<Answer>,
}

impl Taken {
    /// A new test from `half` of `bank`, positions in `seen` drawn last.
    pub fn draw(bank: &Bank, half: Half, seen: &[u32], seed: u64) -> Taken {
        let mut rng = SeededRng::new(seed);
        let mut positions = Vec::with_capacity(test_length());
        for (stage, wanted) in TEST_MIX {
            let (mut fresh, mut old): (Vec<u32>, Vec<u32>) =
                bank.cell(half, stage).map(|p| p.id).partition(|id| !seen.contains(id));
            rng.shuffle(&mut fresh);
            rng.shuffle(&mut old);
            positions.extend(fresh.into_iter().chain(old).take(wanted));
        }
        Taken { half, positions, answers: Vec::new() }
    }

    pub fn done(&self) -> bool {
        self.answers.len() >= self.positions.len()
    }

    /// The position to answer next, if any.
    pub fn next(&self) -> Option<u32> {
        self.positions.get(self.answers.len()).copied()
    }

    /// Records `answer` if it is for the position asked next.
    pub fn answer(&mut self, answer: Answer) -> bool {
        let due = self.next() == Some(answer.position);
        if due {
            self.answers.push(answer);
        }
        due
    }

    /// The answers with their positions.
    pub fn answered<'a>(&'a self, bank: &'a Bank) -> impl Iterator<Item = (&'a BankPosition, &'a Answer)> + 'a {
        self.answers.iter().filter_map(|a| Some((bank.positions.get(a.position as usize)?, a)))
    }

    /// Answers that are the solver's move.
    pub fn score(&self, bank: &Bank) -> u32 {
        self.answered(bank).filter(|(p, a)| a.pick == p.solver).count() as u32
    }

    /// What habits score on this test's positions.
    pub fn baselines(&self, bank: &Bank) -> Baselines {
        let positions = self.positions.iter().filter_map(|&id| bank.positions.get(id as usize));
        Baselines::of("this test", positions, bank.fixed_order)
    }

    /// By stage: the answers that agree, and the positions answered.
    pub fn by_stage(&self, bank: &Bank) -> Vec<(Stage, u32, u32)> {
        TEST_MIX
            .iter()
            .map(|&(stage, _)| {
                let answered: Vec<_> = self.answered(bank).filter(|(p, _)| p.stage == stage).collect();
                let agreed = answered.iter().filter(|(p, a)| a.pick == p.solver).count();
                (stage, agreed as u32, answered.len() as u32)
            })
            .collect()
    }

    /// Whether it reads against `bank`: its positions are from its half,
    /// none twice, as many as a test has; its answers are for them, in
    /// order, with legal moves.
    fn fits(&self, bank: &Bank) -> bool {
        let positions: Option<Vec<&BankPosition>> =
            self.positions.iter().map(|&id| bank.positions.get(id as usize)).collect();
        let Some(positions) = positions else { return false };
        let twice = self.positions.iter().enumerate().any(|(i, id)| self.positions[..i].contains(id));
        !twice
            && self.positions.len() == test_length()
            && positions.iter().all(|p| p.half == self.half)
            && self.answers.len() <= self.positions.len()
            && self.answers.iter().zip(&positions).all(|(a, p)| a.position == p.id && p.board.is_legal(a.pick))
    }
}

/// One attempt: a test before the article and one after, each optional.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub before: Option<Taken>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<Taken>,
    /// The reader chose not to take the first test.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub skipped_before: bool,
}

impl Attempt {
    pub fn test(&self, sitting: Sitting) -> Option<&Taken> {
        match sitting {
            Sitting::Before => self.before.as_ref(),
            Sitting::After => self.after.as_ref(),
        }
    }

    fn test_mut(&mut self, sitting: Sitting) -> &mut Option<Taken> {
        match sitting {
            Sitting::Before => &mut self.before,
            Sitting::After => &mut self.after,
        }
    }

    /// Both tests taken to the end.
    pub fn complete(&self) -> bool {
        self.before.as_ref().is_some_and(Taken::done) && self.after.as_ref().is_some_and(Taken::done)
    }
}

/// Every attempt the reader made, the current one last: what the page
/// keeps on the device.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelfTests {
    pub attempts: Vec<Attempt>,
}

impl SelfTests {
    /// The attempt under way (a new one if there is none yet).
    pub fn current(&self) -> Attempt {
        self.attempts.last().cloned().unwrap_or_default()
    }

    fn current_mut(&mut self) -> &mut Attempt {
        if self.attempts.is_empty() {
            self.attempts.push(Attempt::default());
        }
        let last = self.attempts.len() - 1;
        &mut self.attempts[last]
    }

    /// Every position shown in any test so far.
    pub fn seen(&self) -> Vec<u32> {
        let tests = self.attempts.iter().flat_map(|a| a.before.iter().chain(a.after.iter()));
        tests.flat_map(|t| t.positions.iter().copied()).collect()
    }

    /// Starts `sitting`'s test of the current attempt, unless it has one.
    /// The first test of an attempt takes the half `seed` draws; the
    /// second, the other half.
    pub fn start(&mut self, sitting: Sitting, bank: &Bank, seed: u64) {
        let seen = self.seen();
        let attempt = self.current_mut();
        let other = match sitting {
            Sitting::Before => attempt.after.as_ref(),
            Sitting::After => attempt.before.as_ref(),
        };
        let half = match other {
            Some(taken) => taken.half.other(),
            None => Half::BOTH[(SeededRng::new(seed).below(2)) as usize],
        };
        if sitting == Sitting::Before {
            attempt.skipped_before = false;
        }
        let test = attempt.test_mut(sitting);
        if test.is_none() {
            *test = Some(Taken::draw(bank, half, &seen, seed));
        }
    }

    /// Records an answer in `sitting`'s test of the current attempt.
    pub fn answer(&mut self, sitting: Sitting, answer: Answer) -> bool {
        self.current_mut().test_mut(sitting).as_mut().is_some_and(|t| t.answer(answer))
    }

    /// The reader passes on the first test (it can still be taken).
    pub fn skip_before(&mut self) {
        let attempt = self.current_mut();
        if attempt.before.is_none() {
            attempt.skipped_before = true;
        }
    }

    /// A new attempt, once the current one has a test.
    pub fn retake(&mut self) {
        let current = self.current();
        if current.before.is_some() || current.after.is_some() {
            self.attempts.push(Attempt::default());
        }
    }

    /// Whether what was stored reads against `bank` (a bank remade since,
    /// or edited storage, does not).
    pub fn fits(&self, bank: &Bank) -> bool {
        self.attempts.iter().all(|a| {
            let halves_differ = match (&a.before, &a.after) {
                (Some(b), Some(c)) => b.half != c.half,
                _ => true,
            };
            halves_differ && a.before.iter().chain(a.after.iter()).all(|t| t.fits(bank))
        })
    }
}

/// `score` of `of` in words: "3 of 8".
pub fn of(score: impl std::fmt::Display, of: u32) -> String {
    format!("{score} of {of}")
}

/// What each habit would have scored on `baselines`' positions, a sentence
/// each, the fixed order being the bank's.
pub fn baselines_in_words(baselines: &Baselines, fixed_order: [Direction; 4]) -> Vec<String> {
    let n = baselines.positions;
    vec![
        format!(
            "A reader who picked one of the legal moves at random would score {} on average.",
            of(format!("{:.1}", baselines.random), n)
        ),
        format!(
            "A reader who always pressed {} (the first of these that moves anything) would have scored {}.",
            crate::analysis::habits::order_in_words(fixed_order),
            of(baselines.fixed_order, n)
        ),
        format!(
            "The greedy solver, which looks one move ahead and never at the tiles to come, would have scored {}.",
            of(baselines.greedy, n)
        ),
        format!(
            "The worst-case solver, which plans for the worst tile at every turn, would have scored {}.",
            of(baselines.worst_case, n)
        ),
    ]
}

/// How the reader's reasons compare with what decided: for each reason
/// given (not "not sure"), how many times, and how many of those it was
/// what decided the position.
pub fn reasons_matched(bank: &Bank, tests: &[&Taken]) -> Vec<(Reason, u32, u32)> {
    Reason::ALL
        .into_iter()
        .filter_map(|reason| {
            let (given, matched) = tests
                .iter()
                .flat_map(|t| t.answered(bank))
                .filter(|(_, a)| a.reason == Some(reason))
                .filter_map(|(p, _)| reason.matches(p))
                .fold((0, 0), |(given, matched), m| (given + 1, matched + u32::from(m)));
            (given > 0).then_some((reason, given, matched))
        })
        .collect()
}

/// One answer as the export writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct ExportRow {
    pub attempt: usize,
    pub test: Sitting,
    pub position: u32,
    pub stage: Stage,
    pub board: crate::game::Board,
    pub pick: Direction,
    pub reason: Option<Reason>,
    pub solver: Direction,
    pub agreed: bool,
    pub decided_by: Term,
    pub looked_ahead: bool,
}

/// Every answer of every attempt, in order.
pub fn export_rows(bank: &Bank, tests: &SelfTests) -> Vec<ExportRow> {
    let mut rows = Vec::new();
    for (index, attempt) in tests.attempts.iter().enumerate() {
        for sitting in [Sitting::Before, Sitting::After] {
            let Some(taken) = attempt.test(sitting) else { continue };
            for (p, a) in taken.answered(bank) {
                rows.push(ExportRow {
                    attempt: index + 1,
                    test: sitting,
                    position: p.id,
                    stage: p.stage,
                    board: p.board,
                    pick: a.pick,
                    reason: a.reason,
                    solver: p.solver,
                    agreed: a.pick == p.solver,
                    decided_by: p.decided_by,
                    looked_ahead: p.looked_ahead(),
                });
            }
        }
    }
    rows
}

/// The export as JSON: the bank it was taken on, and every answer, a line
/// each. (Written out here: every field is a number, a word or a board,
/// and serde's writer for these rows cost the page more than this does.)
pub fn export_json(bank: &Bank, tests: &SelfTests) -> String {
    let rows: Vec<String> = export_rows(bank, tests)
        .into_iter()
        .map(|r| {
            format!(
                "    {{\"attempt\": {}, \"test\": \"{}\", \"position\": {}, \"stage\": \"{}\", \"board\": \"{}\", \"pick\": \"{}\", \"reason\": {}, \"solver\": \"{}\", \"agreed\": {}, \"decided_by\": \"{}\", \"looked_ahead\": {}}}",
                r.attempt,
                r.test.name(),
                r.position,
                r.stage.name(),
                r.board.to_faces_string(),
                r.pick,
                r.reason.map_or("null".to_string(), |reason| format!("\"{}\"", reason.key())),
                r.solver,
                r.agreed,
                term_key(r.decided_by),
                r.looked_ahead
            )
        })
        .collect();
    // The bank's command is the one text that is not a word or a number.
    let command: String = bank.command.chars().filter(|c| !matches!(c, '"' | '\\') && !c.is_control()).collect();
    format!(
        "{{\n  \"format\": \"lookahead-self-test\",\n  \"version\": 1,\n  \"bank\": \"{command}\",\n  \"answers\": [\n{}\n  ]\n}}\n",
        rows.join(",\n")
    )
}

/// The export as CSV (RFC 4180: the board quoted, lines ending in CRLF).
pub fn export_csv(bank: &Bank, tests: &SelfTests) -> String {
    let mut out =
        String::from("attempt,test,position,stage,board,pick,reason,solver,agreed,decided_by,looked_ahead\r\n");
    for r in export_rows(bank, tests) {
        out += &format!(
            "{},{},{},{},\"{}\",{},{},{},{},{},{}\r\n",
            r.attempt,
            r.test.name(),
            r.position,
            r.stage.name(),
            r.board.to_faces_string(),
            r.pick,
            r.reason.map_or("", Reason::key),
            r.solver,
            r.agreed,
            term_key(r.decided_by),
            r.looked_ahead
        );
    }
    out
}

/// A term's name in files, as serde writes it.
fn term_key(term: Term) -> &'static str {
    match term {
        Term::Positional => "positional",
        Term::Empties => "empties",
        Term::Smoothness => "smoothness",
    }
}

#[cfg(test)]
mod tests;
