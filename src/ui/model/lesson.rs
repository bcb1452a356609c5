//! A lesson for a class: positions a teacher picked, each with a question
//! and a line of the teacher's own, carried whole in one link.
//!
//! The link is `?lesson=<data>.<check>`: the lesson in a few bytes a
//! position (its board and sampling seed in 16, its question and search in
//! one, then its line), in base64url, and an 8-digit check of them (the
//! share links' own, see [`super::link`]), so that a truncated or altered
//! lesson is refused whole. The check also names the lesson: a student's
//! answers carry it, and the teacher's view only reads answers to the
//! lesson it shows. Decoding never panics and checks everything before the
//! page uses any of it.

use super::link::{base64url, from_base64url, hash, LinkState, Start};
use crate::game::{Board, Direction, Game};
use crate::solver::{DepthPolicy, SolverConfig};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most positions a lesson holds, and the longest title and line (in
/// characters): a lesson at its largest stays under 5,000 characters.
pub const MOST_POSITIONS: usize = 12;
pub const MOST_TITLE_CHARS: usize = 80;
pub const MOST_NOTE_CHARS: usize = 200;

/// The format the link's data is written in (its first byte).
const FORMAT: u8 = 1;

/// What a position asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Question {
    /// Which move the solver plays.
    GuessMove,
    /// The value of the chance node after the solver's move, worked from
    /// what the board is worth with a 2 and a 4 in each sampled cell.
    BeTheSolver,
    /// Which sampled cell pulls that chance node's value down most.
    PredictChance,
}

impl Question {
    pub const ALL: [Question; 3] = [Question::GuessMove, Question::BeTheSolver, Question::PredictChance];

    /// As the teacher picks it (short enough for a menu on a phone).
    pub fn label(self) -> &'static str {
        match self {
            Question::GuessMove => "Guess the move",
            Question::BeTheSolver => "Be the solver: a node's value",
            Question::PredictChance => "Predict: the cell that hurts",
        }
    }

    /// As the student reads it.
    pub fn asks(self) -> &'static str {
        match self {
            Question::GuessMove => "Which move does the solver play here?",
            Question::BeTheSolver => "What is the chance node after the solver's move worth?",
            Question::PredictChance => "Which sampled cell pulls the chance node after the solver's move down most?",
        }
    }

    /// Its name in files.
    pub fn key(self) -> &'static str {
        match self {
            Question::GuessMove => "guess-move",
            Question::BeTheSolver => "be-the-solver",
            Question::PredictChance => "predict-chance",
        }
    }

    pub fn from_key(key: &str) -> Option<Question> {
        Question::ALL.into_iter().find(|q| q.key() == key)
    }

    fn code(self) -> u8 {
        match self {
            Question::GuessMove => 0,
            Question::BeTheSolver => 1,
            Question::PredictChance => 2,
        }
    }
}

/// How far a position's search looks: the article's solver, or a search
/// small enough that its whole tree fits a projected screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SearchSize {
    Article,
    /// Depth 1 or 2 whatever the board, at most [`SMALL_SAMPLED_CELLS`]
    /// cells sampled at a chance node.
    Small {
        depth: u8,
    },
}

/// The cells a small search samples at a chance node.
pub const SMALL_SAMPLED_CELLS: u32 = 2;

impl SearchSize {
    pub const ALL: [SearchSize; 3] =
        [SearchSize::Article, SearchSize::Small { depth: 1 }, SearchSize::Small { depth: 2 }];

    /// As a menu offers it.
    pub fn menu_label(self) -> String {
        match self {
            SearchSize::Article => "The article's solver".into(),
            SearchSize::Small { depth } => format!("Small: depth {depth}, {SMALL_SAMPLED_CELLS} cells"),
        }
    }

    /// As a sentence says it.
    pub fn label(self) -> String {
        match self {
            SearchSize::Article => "the article's solver".into(),
            SearchSize::Small { depth } => {
                format!("a small search: depth {depth}, {SMALL_SAMPLED_CELLS} sampled cells")
            }
        }
    }

    /// The settings the position is searched with: the article's, or
    /// theirs with the depth and the sampling made small.
    pub fn config(self) -> SolverConfig {
        let article = SolverConfig::article();
        match self {
            SearchSize::Article => article,
            SearchSize::Small { depth } => {
                SolverConfig { depth: DepthPolicy::uniform(depth), sample_cap: Some(SMALL_SAMPLED_CELLS), ..article }
            }
        }
    }

    fn code(self) -> u8 {
        match self {
            SearchSize::Article => 0,
            SearchSize::Small { depth } => depth,
        }
    }

    fn from_code(code: u8) -> Option<SearchSize> {
        match code {
            0 => Some(SearchSize::Article),
            1 | 2 => Some(SearchSize::Small { depth: code }),
            _ => None,
        }
    }
}

/// One position of a lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonPosition {
    pub board: Board,
    /// The seed of the game set up on its board (as the editor sets one
    /// up): its search samples cells with that game's decision seed, so
    /// every student, and the tree its link opens, see the same search.
    pub seed: u64,
    pub question: Question,
    pub search: SearchSize,
    /// The teacher's line (may be empty).
    pub note: String,
}

impl LessonPosition {
    /// The sampling seed its search draws cells with.
    pub fn search_seed(&self) -> u64 {
        Game::from_board(self.board, self.seed).decision_seed()
    }

    /// A share link that opens its board, set up, with its search's
    /// settings, on the search tree of the solver's decision there.
    pub fn tree_link(&self) -> LinkState {
        LinkState {
            start: Start::Edited { board: self.board, seed: self.seed },
            moves: Vec::new(),
            at: None,
            config: (self.search != SearchSize::Article).then(|| self.search.config()),
            view: Some("tree".into()),
            node: Some(0),
            step: None,
        }
    }
}

/// A lesson: a title and its positions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    pub title: String,
    pub positions: Vec<LessonPosition>,
}

/// Why a lesson (or a position for it) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    NotALesson,
    Incomplete,
    Malformed(&'static str),
    OtherFormat(u8),
    Empty,
    TooMany(usize),
    TooLong {
        what: &'static str,
        chars: usize,
        most: usize,
    },
    NoMove {
        position: usize,
    },
    /// A question about a chance node on a search that has none (depth 1
    /// looks one move ahead and scores the boards it leads to).
    NoChanceNode {
        position: usize,
    },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::NotALesson => f.write_str("it holds no lesson"),
            LessonError::Incomplete => f.write_str("it is incomplete or was changed (its check does not match)"),
            LessonError::Malformed(what) => write!(f, "its {what} cannot be read"),
            LessonError::OtherFormat(format) => {
                write!(f, "it is written in format {format}, and this page reads format {FORMAT}")
            }
            LessonError::Empty => f.write_str("it has no position"),
            LessonError::TooMany(n) => write!(f, "it has {n} positions (at most {MOST_POSITIONS})"),
            LessonError::TooLong { what, chars, most } => {
                write!(f, "its {what} has {chars} characters (at most {most})")
            }
            LessonError::NoMove { position } => write!(f, "position {} has no legal move to ask about", position + 1),
            LessonError::NoChanceNode { position } => write!(
                f,
                "position {} asks about a chance node, and a depth-1 search has none (pick depth 2, or guess the move)",
                position + 1
            ),
        }
    }
}

impl Lesson {
    /// Whether `position` can be added: a board with a move to ask about,
    /// a line not too long, and room left.
    pub fn check_position(&self, position: &LessonPosition) -> Result<(), LessonError> {
        if self.positions.len() >= MOST_POSITIONS {
            return Err(LessonError::TooMany(self.positions.len() + 1));
        }
        check_position(position, self.positions.len())
    }

    /// Everything a lesson must be to be shared.
    pub fn check(&self) -> Result<(), LessonError> {
        let chars = self.title.chars().count();
        if chars > MOST_TITLE_CHARS {
            return Err(LessonError::TooLong { what: "title", chars, most: MOST_TITLE_CHARS });
        }
        match self.positions.len() {
            0 => return Err(LessonError::Empty),
            n if n > MOST_POSITIONS => return Err(LessonError::TooMany(n)),
            _ => {}
        }
        self.positions.iter().enumerate().try_for_each(|(i, p)| check_position(p, i))
    }

    /// The link's query, without its `?`. The lesson must pass
    /// [`Lesson::check`].
    pub fn encode(&self) -> String {
        let data = base64url(&self.to_bytes());
        format!("lesson={data}.{:08x}", hash(&data))
    }

    /// The lesson's name in answer files: its link's check.
    pub fn id(&self) -> String {
        format!("{:08x}", hash(&base64url(&self.to_bytes())))
    }

    /// Whether `query` (with or without its `?`) holds a lesson at all.
    pub fn in_query(query: &str) -> Option<&str> {
        let query = query.strip_prefix('?').unwrap_or(query);
        query.split('&').find_map(|pair| pair.strip_prefix("lesson="))
    }

    /// The lesson a query string names. Nothing is taken from a link that
    /// fails any check.
    pub fn decode(query: &str) -> Result<Lesson, LessonError> {
        let value = Lesson::in_query(query).ok_or(LessonError::NotALesson)?;
        let (data, check) = value.rsplit_once('.').ok_or(LessonError::Incomplete)?;
        let check = (check.len() == 8).then(|| u32::from_str_radix(check, 16).ok()).flatten();
        if check != Some(hash(data)) {
            return Err(LessonError::Incomplete);
        }
        let bytes = from_base64url(data).ok_or(LessonError::Malformed("data"))?;
        let lesson = Lesson::from_bytes(&bytes)?;
        lesson.check()?;
        Ok(lesson)
    }

    fn to_bytes(&self) -> Vec<u8> {
        let mut out = vec![FORMAT];
        put_text(&mut out, &self.title);
        out.push(self.positions.len() as u8);
        for p in &self.positions {
            out.extend(p.board.raw().to_le_bytes());
            out.extend(p.seed.to_le_bytes());
            out.push(p.question.code() | p.search.code() << 2);
            put_text(&mut out, &p.note);
        }
        out
    }

    fn from_bytes(bytes: &[u8]) -> Result<Lesson, LessonError> {
        let mut read = Reader { bytes, at: 0 };
        match read.byte()? {
            FORMAT => {}
            other => return Err(LessonError::OtherFormat(other)),
        }
        let title = read.text("title")?;
        let count = usize::from(read.byte()?);
        if count > MOST_POSITIONS {
            return Err(LessonError::TooMany(count));
        }
        let mut positions = Vec::with_capacity(count);
        for _ in 0..count {
            let board = Board::from_raw(u64::from_le_bytes(read.array()?));
            let seed = u64::from_le_bytes(read.array()?);
            let kinds = read.byte()?;
            let question =
                Question::ALL.into_iter().find(|q| q.code() == kinds & 3).ok_or(LessonError::Malformed("question"))?;
            let search = SearchSize::from_code(kinds >> 2).ok_or(LessonError::Malformed("search"))?;
            let note = read.text("line")?;
            positions.push(LessonPosition { board, seed, question, search, note });
        }
        if read.at != bytes.len() {
            return Err(LessonError::Malformed("data"));
        }
        Ok(Lesson { title, positions })
    }
}

fn check_position(position: &LessonPosition, index: usize) -> Result<(), LessonError> {
    if !Direction::ALL.into_iter().any(|d| position.board.is_legal(d)) {
        return Err(LessonError::NoMove { position: index });
    }
    if position.question != Question::GuessMove && position.search == (SearchSize::Small { depth: 1 }) {
        return Err(LessonError::NoChanceNode { position: index });
    }
    let chars = position.note.chars().count();
    if chars > MOST_NOTE_CHARS {
        return Err(LessonError::TooLong { what: "line", chars, most: MOST_NOTE_CHARS });
    }
    Ok(())
}

/// Text as its length in bytes (two bytes, little-endian), then UTF-8.
fn put_text(out: &mut Vec<u8>, text: &str) {
    out.extend((text.len() as u16).to_le_bytes());
    out.extend(text.as_bytes());
}

/// Reads a lesson's bytes in order; every read checks there are enough.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], LessonError> {
        let taken = self.bytes.get(self.at..self.at + n).ok_or(LessonError::Malformed("data"))?;
        self.at += n;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, LessonError> {
        Ok(self.take(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], LessonError> {
        self.take(N)?.try_into().map_err(|_| LessonError::Malformed("data"))
    }

    fn text(&mut self, what: &'static str) -> Result<String, LessonError> {
        let len = usize::from(u16::from_le_bytes(self.array()?));
        let bytes = self.take(len)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| LessonError::Malformed(what))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_board;

    fn lesson() -> Lesson {
        let board = |text: &str| parse_board(text).unwrap();
        Lesson {
            title: "Corners, week 3".into(),
            positions: vec![
                LessonPosition {
                    board: board("2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4"),
                    seed: 7,
                    question: Question::GuessMove,
                    search: SearchSize::Small { depth: 1 },
                    note: "Where does the 512 want to be? «Think» first.".into(),
                },
                LessonPosition {
                    board: board("0,0,0,0,0,2,0,0,0,4,8,0,2,16,32,64"),
                    seed: u64::MAX,
                    question: Question::BeTheSolver,
                    search: SearchSize::Small { depth: 2 },
                    note: String::new(),
                },
                LessonPosition {
                    board: board("0,0,2,0,0,4,0,0,2,8,16,0,4,32,64,128"),
                    seed: 0,
                    question: Question::PredictChance,
                    search: SearchSize::Article,
                    note: "Two cells only: which hurts?".into(),
                },
            ],
        }
    }

    #[test]
    fn a_lesson_round_trips_through_its_link() {
        let lesson = lesson();
        lesson.check().unwrap();
        let link = lesson.encode();
        assert!(link.starts_with("lesson="));
        assert_eq!(Lesson::decode(&format!("?{link}")), Ok(lesson.clone()));
        // Other parameters beside it (a chat app's) do not matter.
        assert_eq!(Lesson::decode(&format!("utm_source=chat&{link}")), Ok(lesson.clone()));
        assert_eq!(lesson.id(), link.rsplit_once('.').unwrap().1);
        // Short enough to paste: three positions with their lines.
        assert!(link.len() < 250, "{} characters", link.len());
    }

    #[test]
    fn a_tampered_or_cut_link_is_refused() {
        let link = lesson().encode();
        let (data, check) = link.rsplit_once('.').unwrap();
        // One character of the data changed, the check kept.
        let mut changed = data.to_string().into_bytes();
        let i = changed.len() / 2;
        changed[i] = if changed[i] == b'A' { b'B' } else { b'A' };
        let changed = format!("{}.{check}", String::from_utf8(changed).unwrap());
        assert_eq!(Lesson::decode(&changed), Err(LessonError::Incomplete));
        assert_eq!(Lesson::decode(&link[..link.len() - 3]), Err(LessonError::Incomplete));
        assert_eq!(Lesson::decode(&format!("{data}.{}", "0".repeat(8))), Err(LessonError::Incomplete));
        assert_eq!(Lesson::decode("seed=42"), Err(LessonError::NotALesson));
        assert_eq!(Lesson::decode("lesson="), Err(LessonError::Incomplete));
    }

    /// Bytes that pass the check but are no lesson: each refused with why.
    #[test]
    fn well_checked_nonsense_is_refused_with_the_reason() {
        let link_of = |bytes: &[u8]| {
            let data = base64url(bytes);
            format!("lesson={data}.{:08x}", hash(&data))
        };
        let good = lesson().to_bytes();
        assert_eq!(Lesson::decode(&link_of(&good[..good.len() - 1])), Err(LessonError::Malformed("data")));
        let mut longer = good.clone();
        longer.push(0);
        assert_eq!(Lesson::decode(&link_of(&longer)), Err(LessonError::Malformed("data")));
        let mut format = good.clone();
        format[0] = 9;
        assert_eq!(Lesson::decode(&link_of(&format)), Err(LessonError::OtherFormat(9)));
        // The first position's kinds byte: after the format, the title
        // (2 + its bytes), the count, the board and the seed.
        let kinds = 1 + 2 + lesson().title.len() + 1 + 16;
        let mut question = good.clone();
        question[kinds] = 3;
        assert_eq!(Lesson::decode(&link_of(&question)), Err(LessonError::Malformed("question")));
        let mut search = good.clone();
        search[kinds] = 3 << 2;
        assert_eq!(Lesson::decode(&link_of(&search)), Err(LessonError::Malformed("search")));
        let mut dead = good.clone();
        // A board of alternating 2s and 4s: no move.
        let board = parse_board("2,4,2,4,4,2,4,2,2,4,2,4,4,2,4,2").unwrap();
        dead[kinds - 16..kinds - 8].copy_from_slice(&board.raw().to_le_bytes());
        assert_eq!(Lesson::decode(&link_of(&dead)), Err(LessonError::NoMove { position: 0 }));
        let mut shallow = good.clone();
        // The second position (a chance node question) on a depth-1 search.
        let second = kinds + 1 + 2 + lesson().positions[0].note.len() + 16;
        shallow[second] = Question::BeTheSolver.code() | 1 << 2;
        assert_eq!(Lesson::decode(&link_of(&shallow)), Err(LessonError::NoChanceNode { position: 1 }));
        let empty = Lesson { title: "x".into(), positions: vec![] };
        assert_eq!(Lesson::decode(&link_of(&empty.to_bytes())), Err(LessonError::Empty));
        let mut too_many = lesson();
        too_many.positions = vec![too_many.positions[0].clone(); MOST_POSITIONS + 1];
        assert_eq!(Lesson::decode(&link_of(&too_many.to_bytes())), Err(LessonError::TooMany(MOST_POSITIONS + 1)));
        let long_note = LessonPosition { note: "é".repeat(MOST_NOTE_CHARS + 1), ..lesson().positions[0].clone() };
        let long = Lesson { title: "x".into(), positions: vec![long_note] };
        assert_eq!(
            Lesson::decode(&link_of(&long.to_bytes())),
            Err(LessonError::TooLong { what: "line", chars: MOST_NOTE_CHARS + 1, most: MOST_NOTE_CHARS })
        );
    }

    #[test]
    fn a_lesson_at_its_largest_stays_a_link_to_paste() {
        let position = LessonPosition { note: "n".repeat(MOST_NOTE_CHARS), ..lesson().positions[0].clone() };
        let lesson = Lesson { title: "t".repeat(MOST_TITLE_CHARS), positions: vec![position; MOST_POSITIONS] };
        lesson.check().unwrap();
        let link = lesson.encode();
        assert!(link.len() < 5_000, "{} characters", link.len());
        assert_eq!(Lesson::decode(&link), Ok(lesson.clone()));
        let one_more = lesson.positions[0].clone();
        assert_eq!(lesson.check_position(&one_more), Err(LessonError::TooMany(MOST_POSITIONS + 1)));
    }

    /// The tree a position's link opens is the search its answers come
    /// from: the same board, settings and sampling seed.
    #[test]
    fn a_positions_tree_link_opens_its_own_search() {
        for position in lesson().positions {
            let link = LinkState::decode(&position.tree_link().encode()).unwrap();
            let game = link.start.game();
            assert_eq!(game.board(), position.board);
            assert_eq!(game.decision_seed(), position.search_seed());
            let config = link.config.unwrap_or_else(SolverConfig::article);
            assert_eq!(config, position.search.config());
            assert_eq!((link.view.as_deref(), link.node), (Some("tree"), Some(0)));
        }
    }

    #[test]
    fn a_small_search_is_small() {
        let config = SearchSize::Small { depth: 2 }.config();
        config.validate().unwrap();
        assert_eq!(config.depth.deepest(), 2);
        assert_eq!(config.sample_cap, Some(2));
        assert_eq!(SearchSize::Article.config(), SolverConfig::article());
    }
}
