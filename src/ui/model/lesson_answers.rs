//! A lesson worked: the solver's answer to each position, a student's
//! answers checked against it, the answers as CSV for the teacher, and the
//! teacher's view of a class (several students' files read back, each
//! answer checked again against the solver, never taken on the file's
//! word).

use super::exercise::{check_value, exercise, read_value, Exercise};
use super::lesson::{Lesson, LessonPosition, Question};
use crate::bench::sort_by_key;
use crate::game::{cell_name, Direction};
use crate::numbers::group_digits;
use crate::solver::{first_lowest, SearchTree, Solver};
use std::collections::BTreeMap;

/// What the solver answers to a position, and the search it comes from.
#[derive(Clone, Debug)]
pub struct Solution {
    pub tree: SearchTree,
    pub best: Direction,
    /// The chance node after the solver's move: its cells, their values
    /// with a 2 and a 4, and its own value (none on a depth-1 search).
    pub chance: Option<Exercise>,
    /// The sampled cell whose part of that node is lowest (the first, on a
    /// tie).
    pub pulls_down: Option<u8>,
}

/// The solver's answers to `position`, searched with its settings and seed.
pub fn solve(position: &LessonPosition) -> Result<Solution, String> {
    let solver = Solver::new(position.search.config()).map_err(|e| e.to_string())?;
    let tree = SearchTree::record(&solver, position.board, position.search_seed()).map_err(|e| e.to_string())?;
    let best = tree.decision().direction.ok_or("the board has no legal move")?;
    let chance = tree.move_child(0, best).and_then(|node| exercise(&tree, node));
    let pulls_down =
        chance.as_ref().and_then(|c| first_lowest(c.rows.iter().map(|r| (r.cell, r.part)))).map(|(cell, _)| cell);
    if position.question != Question::GuessMove && pulls_down.is_none() {
        return Err("the solver's move has no chance node to ask about".into());
    }
    Ok(Solution { tree, best, chance, pulls_down })
}

/// A student's answer.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Given {
    Move(Direction),
    Value(f64),
    Cell(u8),
}

impl Given {
    /// As files write it: a move's name, a value's digits, a cell as
    /// `r2c3`.
    pub fn text(self) -> String {
        match self {
            Given::Move(d) => d.name().to_string(),
            Given::Value(v) => format!("{v}"),
            Given::Cell(c) => cell_key(c),
        }
    }

    /// As the page says it: a move's name, a value's digits grouped, a
    /// cell by row and column.
    pub fn in_words(self) -> String {
        match self {
            Given::Move(d) => d.name().to_string(),
            Given::Value(v) => group_digits(v),
            Given::Cell(c) => cell_name(c),
        }
    }

    /// The answer `text` gives to `question`, if it is one.
    pub fn read(question: Question, text: &str) -> Option<Given> {
        match question {
            Question::GuessMove => Direction::from_name(text).map(Given::Move),
            Question::BeTheSolver => read_value(text).filter(|v| v.is_finite()).map(Given::Value),
            Question::PredictChance => {
                let (row, column) = text.strip_prefix('r')?.split_once('c')?;
                let (row, column) = (row.parse::<u8>().ok()?, column.parse::<u8>().ok()?);
                ((1..=4).contains(&row) && (1..=4).contains(&column)).then(|| Given::Cell((row - 1) * 4 + column - 1))
            }
        }
    }

    /// Whether it is the solver's answer (a value within the exercises'
    /// half a percent).
    pub fn is_right(self, solution: &Solution) -> bool {
        match self {
            Given::Move(d) => d == solution.best,
            Given::Value(v) => solution.chance.as_ref().is_some_and(|c| check_value(&format!("{v}"), c.value).is_ok()),
            Given::Cell(c) => Some(c) == solution.pulls_down,
        }
    }

    /// Whether it answers `question`.
    pub fn answers(self, question: Question) -> bool {
        matches!(
            (self, question),
            (Given::Move(_), Question::GuessMove)
                | (Given::Value(_), Question::BeTheSolver)
                | (Given::Cell(_), Question::PredictChance)
        )
    }
}

/// A cell as files name it: `r2c3` is row 2, column 3.
pub fn cell_key(cell: u8) -> String {
    format!("r{}c{}", cell / 4 + 1, cell % 4 + 1)
}

/// The solver's answer to `question` (a chance node's, if its search has
/// one: [`solve`] makes sure a position that asks about one has it).
pub fn solver_answer(question: Question, solution: &Solution) -> Option<Given> {
    match question {
        Question::GuessMove => Some(Given::Move(solution.best)),
        Question::BeTheSolver => solution.chance.as_ref().map(|c| Given::Value(c.value)),
        Question::PredictChance => solution.pulls_down.map(Given::Cell),
    }
}

const CSV_HEADER: &str = "lesson,student,position,question,answer,solver,right";

/// Double quotes, as RFC 4180 writes a field.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// A student's answers (`answers[i]` is position `i`'s, if answered) as
/// CSV, a line each, lines ending in CRLF.
pub fn answers_csv(lesson: &Lesson, solutions: &[Solution], student: &str, answers: &[Option<Given>]) -> String {
    let mut out = format!("{CSV_HEADER}\r\n");
    let id = lesson.id();
    for (i, ((position, solution), given)) in lesson.positions.iter().zip(solutions).zip(answers).enumerate() {
        let Some(given) = given else { continue };
        let question = position.question;
        out += &format!(
            "{id},{},{},{},{},{},{}\r\n",
            quoted(student.trim()),
            i + 1,
            question.key(),
            given.text(),
            solver_answer(question, solution).map_or(String::new(), Given::text),
            if given.is_right(solution) { "yes" } else { "no" }
        );
    }
    out
}

/// One student's file, read back.
#[derive(Clone, Debug, PartialEq)]
pub struct StudentFile {
    pub student: String,
    /// Each answered position's index and answer.
    pub answers: Vec<(usize, Given)>,
}

/// The fields of one CSV line (quoted fields may hold commas and doubled
/// quotes); `None` if a quote is left open.
fn fields(line: &str) -> Option<Vec<String>> {
    let mut out = vec![String::new()];
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                chars.next();
                out.last_mut()?.push('"');
            }
            ('"', _) => quoted = !quoted,
            (',', false) => out.push(String::new()),
            (c, _) => out.last_mut()?.push(c),
        }
    }
    (!quoted).then_some(out)
}

/// A student's answers file, checked against `lesson`: its lesson, its
/// positions and questions, one student, each answer readable and given
/// once.
pub fn read_answers(lesson: &Lesson, text: &str) -> Result<StudentFile, String> {
    let mut lines = text.lines().map(|l| l.trim_end_matches('\r')).filter(|l| !l.is_empty());
    if lines.next() != Some(CSV_HEADER) {
        return Err(format!("it does not start with the answers' header ({CSV_HEADER})"));
    }
    let id = lesson.id();
    let mut student = None;
    let mut answers: Vec<(usize, Given)> = Vec::new();
    for (n, line) in lines.enumerate() {
        let line_no = n + 2;
        let f = fields(line).ok_or(format!("line {line_no} leaves a quote open"))?;
        let [lesson_id, name, position, question, answer, _solver, _right] = f.as_slice() else {
            return Err(format!("line {line_no} has {} fields, not 7", f.len()));
        };
        if *lesson_id != id {
            return Err(format!("its answers are to another lesson ({lesson_id}; this one is {id})"));
        }
        match &student {
            None => student = Some(name.clone()),
            Some(first) if first != name => {
                return Err(format!("line {line_no} is {name}'s, and the file began with {first}'s"))
            }
            Some(_) => {}
        }
        let index = position.parse::<usize>().ok().filter(|p| (1..=lesson.positions.len()).contains(p)).ok_or(
            format!("line {line_no} names position {position}, and the lesson has {}", lesson.positions.len()),
        )? - 1;
        let asked = lesson.positions[index].question;
        if question != asked.key() {
            return Err(format!("line {line_no} answers {question}, and position {} asks {}", index + 1, asked.key()));
        }
        let given = Given::read(asked, answer).ok_or(format!("line {line_no}'s answer “{answer}” cannot be read"))?;
        if answers.iter().any(|(i, _)| *i == index) {
            return Err(format!("position {} is answered twice", index + 1));
        }
        answers.push((index, given));
    }
    let student = student.ok_or("it holds no answer")?;
    Ok(StudentFile { student, answers })
}

/// How a class answered one position.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionSummary {
    pub answered: u32,
    pub right: u32,
    /// Each answer given (as files write it) and how many gave it, most
    /// given first.
    pub answers: Vec<(String, u32)>,
}

/// How a class answered each position of `lesson`, every answer checked
/// against the solver's.
pub fn class_summary(lesson: &Lesson, solutions: &[Solution], files: &[StudentFile]) -> Vec<PositionSummary> {
    (0..lesson.positions.len())
        .map(|i| {
            let given: Vec<Given> =
                files.iter().flat_map(|f| f.answers.iter().filter(|(p, _)| *p == i).map(|(_, g)| *g)).collect();
            let right = solutions.get(i).map_or(0, |s| given.iter().filter(|g| g.is_right(s)).count() as u32);
            let mut tally: BTreeMap<String, u32> = BTreeMap::new();
            for g in &given {
                *tally.entry(g.text()).or_default() += 1;
            }
            let mut answers: Vec<(String, u32)> = tally.into_iter().collect();
            // Most given first; a tie stays in the tally's order, by text.
            sort_by_key(&mut answers, |(_, count)| u64::from(u32::MAX - count));
            PositionSummary { answered: given.len() as u32, right, answers }
        })
        .collect()
}

/// A student's right answers, checked against the solver's.
pub fn student_right(file: &StudentFile, solutions: &[Solution]) -> u32 {
    file.answers.iter().filter(|(i, g)| solutions.get(*i).is_some_and(|s| g.is_right(s))).count() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;
    use crate::ui::model::lesson::SearchSize;

    fn lesson() -> Lesson {
        let position = |board: &str, question, search| LessonPosition {
            board: parse_board(board).unwrap(),
            seed: 11,
            question,
            search,
            note: String::new(),
        };
        Lesson {
            title: "Week 3".into(),
            positions: vec![
                position("2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4", Question::GuessMove, SearchSize::Article),
                position("0,0,0,0,0,2,0,0,0,4,8,0,2,16,32,64", Question::BeTheSolver, SearchSize::Small { depth: 2 }),
                position("0,0,2,0,0,4,0,0,2,8,16,0,4,32,64,128", Question::PredictChance, SearchSize::Article),
            ],
        }
    }

    fn solutions(lesson: &Lesson) -> Vec<Solution> {
        lesson.positions.iter().map(|p| solve(p).unwrap()).collect()
    }

    /// The solution is the solver's own: its decision, and the chance node
    /// after it worked by hand from the tree (the mean of its cells'
    /// blends), its lowest cell the one pulling it down.
    #[test]
    fn the_solution_is_the_solvers_search() {
        let lesson = lesson();
        for (position, solution) in lesson.positions.iter().zip(solutions(&lesson)) {
            let solver = Solver::new(position.search.config()).unwrap();
            assert_eq!(Some(solution.best), solver.decide(position.board, position.search_seed()).direction);
            let chance = solution.chance.as_ref().unwrap();
            let rows = &chance.rows;
            let blends: Vec<f64> = rows
                .iter()
                .map(|r| {
                    let (p2, v2) = r.two.unwrap();
                    let (p4, v4) = r.four.unwrap();
                    p2 * v2 + p4 * v4
                })
                .collect();
            let mean = blends.iter().sum::<f64>() / blends.len() as f64;
            assert!((mean - chance.value).abs() <= 1e-9 * mean.abs(), "{mean} vs {}", chance.value);
            let lowest = blends.iter().cloned().fold(f64::INFINITY, f64::min);
            let first_lowest = rows[blends.iter().position(|&b| b == lowest).unwrap()].cell;
            assert_eq!(solution.pulls_down, Some(first_lowest));
            if position.search != SearchSize::Article {
                assert!(rows.len() <= 2, "a small search samples two cells");
            }
        }
    }

    #[test]
    fn answers_go_out_as_csv_and_come_back_checked_again() {
        let lesson = lesson();
        let solutions = solutions(&lesson);
        let wrong_move = Direction::ALL.into_iter().find(|&d| d != solutions[0].best).unwrap();
        let answers =
            [Some(Given::Move(wrong_move)), Some(Given::Value(solutions[1].chance.as_ref().unwrap().value)), None];
        let csv = answers_csv(&lesson, &solutions, "Ana \"A\", 5B", &answers);
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert_eq!(lines.len(), 4, "header, two answers, and the last CRLF");
        assert_eq!(
            lines[1],
            format!(
                "{},\"Ana \"\"A\"\", 5B\",1,guess-move,{},{},no",
                lesson.id(),
                wrong_move.name(),
                solutions[0].best.name()
            )
        );
        assert!(lines[2].ends_with(",yes"));
        let file = read_answers(&lesson, &csv).unwrap();
        assert_eq!(file.student, "Ana \"A\", 5B");
        assert_eq!(
            file.answers,
            vec![(0, Given::Move(wrong_move)), (1, Given::Value(solutions[1].chance.as_ref().unwrap().value))]
        );

        // A second student: all three right.
        let right: Vec<Option<Given>> =
            lesson.positions.iter().zip(&solutions).map(|(p, s)| solver_answer(p.question, s)).collect();
        let other = read_answers(&lesson, &answers_csv(&lesson, &solutions, "Ben", &right)).unwrap();
        assert_eq!(student_right(&file, &solutions), 1);
        assert_eq!(student_right(&other, &solutions), 3);
        let summary = class_summary(&lesson, &solutions, &[file, other]);
        assert_eq!(summary[0].answered, 2);
        assert_eq!(summary[0].right, 1);
        let mut expected = vec![(wrong_move.name().to_string(), 1), (solutions[0].best.name().to_string(), 1)];
        expected.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(summary[0].answers, expected);
        assert_eq!((summary[1].answered, summary[1].right), (2, 2));
        assert_eq!((summary[2].answered, summary[2].right), (1, 1));
    }

    /// The file's own "right" column is not believed: a wrong answer marked
    /// yes still counts as wrong.
    #[test]
    fn a_file_that_says_yes_to_a_wrong_answer_is_not_believed() {
        let lesson = lesson();
        let solutions = solutions(&lesson);
        let wrong = Direction::ALL.into_iter().find(|&d| d != solutions[0].best).unwrap();
        let csv =
            answers_csv(&lesson, &solutions, "Cy", &[Some(Given::Move(wrong)), None, None]).replace(",no", ",yes");
        let file = read_answers(&lesson, &csv).unwrap();
        assert_eq!(student_right(&file, &solutions), 0);
    }

    #[test]
    fn a_value_is_right_within_half_a_percent() {
        let lesson = lesson();
        let solution = &solutions(&lesson)[1];
        let value = solution.chance.as_ref().unwrap().value;
        assert!(Given::Value(value * 1.004).is_right(solution));
        assert!(!Given::Value(value * 1.01).is_right(solution));
    }

    #[test]
    fn files_that_do_not_fit_the_lesson_are_refused_with_why() {
        let lesson = lesson();
        let solutions = solutions(&lesson);
        let good = answers_csv(&lesson, &solutions, "Di", &[Some(Given::Move(solutions[0].best)), None, None]);
        let id = lesson.id();
        let cases = [
            ("name,score\r\n", "does not start with the answers' header"),
            (&*good.replace(&id, "00000000"), "another lesson"),
            (&*good.replace(",1,guess-move", ",4,guess-move"), "position 4"),
            (&*good.replace("guess-move", "predict-chance"), "asks guess-move"),
            (&*good.replace(&format!(",{},", solutions[0].best.name()), ",sideways,"), "cannot be read"),
            (&format!("{good}{}", good.lines().nth(1).unwrap()), "answered twice"),
            (&format!("{good}{}", good.lines().nth(1).unwrap().replace("\"Di\"", "\"Ed\"")), "Ed's"),
            (&format!("{CSV_HEADER}\r\n"), "no answer"),
            (&good.replace("\"Di\"", "\"Di"), "quote open"),
        ];
        for (text, why) in cases {
            let refused = read_answers(&lesson, text).unwrap_err();
            assert!(refused.contains(why), "{refused:?} should say {why:?}");
        }
    }

    /// A depth-1 search has no chance node: a move is still asked about
    /// there, and nothing else is.
    #[test]
    fn a_depth_one_search_answers_only_the_move() {
        let mut position = lesson().positions[0].clone();
        position.search = SearchSize::Small { depth: 1 };
        let solution = solve(&position).unwrap();
        assert!(solution.chance.is_none());
        assert_eq!(solver_answer(Question::GuessMove, &solution), Some(Given::Move(solution.best)));
        assert_eq!(solver_answer(Question::BeTheSolver, &solution), None);
        position.question = Question::PredictChance;
        assert!(solve(&position).is_err());
    }

    #[test]
    fn cells_are_named_as_rows_and_columns() {
        assert_eq!(cell_key(0), "r1c1");
        assert_eq!(cell_key(6), "r2c3");
        for cell in 0..16 {
            assert_eq!(Given::read(Question::PredictChance, &cell_key(cell)), Some(Given::Cell(cell)));
        }
        assert_eq!(Given::read(Question::PredictChance, "r5c1"), None);
        assert_eq!(Given::read(Question::PredictChance, "r0c1"), None);
    }
}
