//! Share links: the page's whole state in its address, and back.
//!
//! A link is a query string: where the game began (`seed=`, plus `board=`
//! for a position set up by hand), the moves since (`n=` moves, `m=` two
//! bits each in base64url, so 2,000 moves take 667 characters), the solver
//! settings when they are not the article's (`cfg=`, their JSON in
//! base64url), the open view (`view=`), the selected
//! tree node (`node=`) and the step a replay of the search is at (`step=`). Any link with more than a seed ends in `h=`, a hash
//! of everything before it, so a truncated or altered link is refused
//! whole rather than half restored. `?seed=42` alone, typed by hand, is
//! still a link.
//!
//! The hash also names the random stream that deals the games (PCG-32 since
//! 2026-12-03): a link made before whose moves were played on games dealt
//! from another stream is told apart and refused with the reason, rather
//! than replayed as another game ([`LinkError::OlderStream`]); one made
//! before with no moves replays nothing, and opens.
//!
//! Decoding never panics and checks everything (the moves are replayed and
//! each must be legal) before the page uses any of it.

use crate::game::{parse_board, Board, Direction, Game};
use crate::solver::SolverConfig;
use std::fmt;

/// The keys a link holds, in the order it writes them.
const KEYS: [&str; 10] = ["seed", "board", "n", "m", "at", "cfg", "view", "node", "step", "h"];

/// A link longer than this is refused unread (about 150,000 moves).
pub const MOST_LINK_CHARS: usize = 40_000;

/// Where a game began.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Start {
    /// Dealt from a seed, as every new game is.
    Dealt { seed: u64 },
    /// Set up by hand; later spawns are drawn from `seed`.
    Edited { board: Board, seed: u64 },
}

impl Start {
    pub fn game(self) -> Game {
        match self {
            Start::Dealt { seed } => Game::new(seed),
            Start::Edited { board, seed } => Game::from_board(board, seed),
        }
    }

    pub fn seed(self) -> u64 {
        match self {
            Start::Dealt { seed } | Start::Edited { seed, .. } => seed,
        }
    }
}

/// Everything a link restores.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkState {
    pub start: Start,
    /// The game's line of moves.
    pub moves: Vec<Direction>,
    /// The position on the line, if it is not the end (the reader went
    /// back with the timeline).
    pub at: Option<usize>,
    /// `None` means the article's solver.
    pub config: Option<SolverConfig>,
    /// The open view or article section, by id.
    pub view: Option<String>,
    /// The selected node of the search tree.
    pub node: Option<u32>,
    /// The step a replay of the search tree is at (`None`: the finished
    /// search, not stepped through).
    pub step: Option<usize>,
}

/// Why a link was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    TooLong(usize),
    Incomplete,
    Malformed(&'static str),
    IllegalMove {
        at: usize,
    },
    /// A board that is no 2048 board, and why (the editor's own words).
    Board(String),
    Settings(String),
    /// A link made before the random stream that deals games changed: its
    /// moves were played on games that are no longer dealt.
    OlderStream,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong(chars) => write!(f, "it is too long ({chars} characters; at most {MOST_LINK_CHARS})"),
            LinkError::Incomplete => f.write_str("it is incomplete or was changed (its check does not match)"),
            LinkError::Malformed(what) => write!(f, "its {what} cannot be read"),
            LinkError::IllegalMove { at } => write!(f, "move {} in it cannot be played", at + 1),
            LinkError::Board(why) => write!(f, "its board cannot be used: {why}"),
            LinkError::Settings(why) => write!(f, "its solver settings cannot be used: {why}"),
            LinkError::OlderStream => f.write_str(
                "it was made before 3 December 2026, when Lookahead changed how it deals tiles, so its game no longer replays",
            ),
        }
    }
}

/// The `key=value` pairs of `query` that a link holds. Only its keys count:
/// anything else (a chat app's tracking parameter, a stray `&`) is left
/// out, checked or not.
fn link_pairs(query: &str) -> Vec<(&str, &str)> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap_or((p, "")))
        .filter(|(key, _)| KEYS.contains(key))
        .collect()
}

impl LinkState {
    /// Whether `query` holds any of a link's keys. An address with none (a
    /// bare visit, or one that only carries someone's tracking parameters)
    /// is no link: the page opens as on a bare visit, with the saved game.
    pub fn is_link(query: &str) -> bool {
        !link_pairs(query).is_empty()
    }

    /// A new game's link: its seed alone.
    pub fn seed_only(seed: u64) -> LinkState {
        LinkState {
            start: Start::Dealt { seed },
            moves: Vec::new(),
            at: None,
            config: None,
            view: None,
            node: None,
            step: None,
        }
    }

    /// Whether the link names only a dealt game's seed (`?seed=42`), and
    /// so leaves the reader's own settings alone.
    pub fn is_seed_only(&self) -> bool {
        matches!(self.start, Start::Dealt { .. })
            && self.moves.is_empty()
            && self.at.is_none()
            && self.config.is_none()
            && self.view.is_none()
            && self.node.is_none()
            && self.step.is_none()
    }

    /// The link's query string, without the leading `?`.
    pub fn encode(&self) -> String {
        let mut query = format!("seed={}", self.start.seed());
        if let Start::Edited { board, .. } = self.start {
            query.push_str(&format!("&board={}", board.faces().map(|f| f.to_string()).join(".")));
        }
        if self.is_seed_only() {
            return query;
        }
        query.push_str(&format!("&n={}&m={}", self.moves.len(), base64url(&pack(&self.moves))));
        if let Some(at) = self.at {
            query.push_str(&format!("&at={at}"));
        }
        // The whole configuration (the same JSON the page stores), so
        // that reading it needs no second kind of JSON handling in the page.
        if let Some(config) = &self.config {
            query.push_str(&format!("&cfg={}", base64url(crate::plain_json::to_text(config).as_bytes())));
        }
        if let Some(view) = &self.view {
            query.push_str(&format!("&view={view}"));
        }
        if let Some(node) = self.node {
            query.push_str(&format!("&node={node}"));
        }
        if let Some(step) = self.step {
            query.push_str(&format!("&step={step}"));
        }
        LinkState::with_check(&query)
    }

    /// `body` (a link's pairs, `&`-joined, without `h=`) with the check a
    /// link carries. The check guards against truncation and accidents,
    /// not tampering: tests use this to reach every stage past it.
    pub fn with_check(body: &str) -> String {
        format!("{body}&h={:08x}", hash(body))
    }

    /// The state a query string (with or without its `?`) names. Nothing is
    /// taken from a link that fails any check.
    pub fn decode(query: &str) -> Result<LinkState, LinkError> {
        LinkState::decode_with(query, settings_in_words)
    }

    /// [`LinkState::decode`], its settings read by `read_settings` (from
    /// the settings' JSON to the checked settings, or why not): the page's
    /// first module reads them by hand ([`settings_by_hand`]), to go
    /// without serde_json.
    pub fn decode_with(
        query: &str,
        read_settings: fn(&str) -> Result<SolverConfig, String>,
    ) -> Result<LinkState, LinkError> {
        let query = query.strip_prefix('?').unwrap_or(query);
        if query.len() > MOST_LINK_CHARS {
            return Err(LinkError::TooLong(query.len()));
        }
        let pairs = link_pairs(query);
        let only_seed = pairs.len() == 1 && pairs[0].0 == "seed";
        // Whether the link was made before the stream changed (see `hash`).
        let mut older = false;
        if !only_seed {
            let (body, check): (Vec<_>, Vec<_>) = pairs.iter().partition(|(key, _)| *key != "h");
            let body: Vec<String> = body.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let check = match check.as_slice() {
                [(_, check)] if check.len() == 8 => u32::from_str_radix(check, 16).ok(),
                _ => None,
            };
            let body = body.join("&");
            older = check != Some(hash(&body)) && check == Some(fnv(FNV_BASIS, &body));
            if check != Some(hash(&body)) && !older {
                return Err(LinkError::Incomplete);
            }
        }
        let get = |key: &str| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| *v);
        let seed = get("seed")
            .ok_or(LinkError::Malformed("seed"))?
            .parse::<u64>()
            .map_err(|_| LinkError::Malformed("seed"))?;
        let start = match get("board") {
            None => Start::Dealt { seed },
            Some(text) => {
                let board = parse_board(&text.replace('.', ",")).map_err(|e| LinkError::Board(e.to_string()))?;
                // An empty board is no game (the editor refuses it too).
                if board == Board::EMPTY {
                    return Err(LinkError::Board("it has no tile".into()));
                }
                Start::Edited { board, seed }
            }
        };
        let moves = match (get("n"), get("m")) {
            (None, None) => Vec::new(),
            (Some(n), Some(m)) => {
                let n = n.parse::<usize>().map_err(|_| LinkError::Malformed("move count"))?;
                let bytes = from_base64url(m).ok_or(LinkError::Malformed("moves"))?;
                unpack(&bytes, n).ok_or(LinkError::Malformed("moves"))?
            }
            _ => return Err(LinkError::Malformed("moves")),
        };
        // Its moves were played on a game today's stream no longer deals.
        // Without moves it replays nothing: its board, settings and view
        // hold, and a dealt game starts as today's seed deals it (as
        // `?seed=42` alone does).
        if older && !moves.is_empty() {
            return Err(LinkError::OlderStream);
        }
        let mut game = start.game();
        for (at, &direction) in moves.iter().enumerate() {
            game.play(direction).ok_or(LinkError::IllegalMove { at })?;
        }
        let at = match get("at") {
            None => None,
            Some(v) => {
                Some(v.parse::<usize>().ok().filter(|&at| at < moves.len()).ok_or(LinkError::Malformed("position"))?)
            }
        };
        let config = match get("cfg") {
            None => None,
            Some(text) => {
                let json = from_base64url(text)
                    .and_then(|b| String::from_utf8(b).ok())
                    .ok_or(LinkError::Malformed("solver settings"))?;
                Some(read_settings(&json).map_err(LinkError::Settings)?)
            }
        };
        let view = match get("view") {
            None => None,
            Some(v) if !v.is_empty() && v.len() <= 40 && v.bytes().all(|b| b.is_ascii_lowercase() || b == b'-') => {
                Some(v.to_string())
            }
            Some(_) => return Err(LinkError::Malformed("view")),
        };
        let node = match get("node") {
            None => None,
            Some(v) => Some(v.parse::<u32>().map_err(|_| LinkError::Malformed("tree node"))?),
        };
        // (Past the search's last step, the tree shows the finished search.)
        let step = match get("step") {
            None => None,
            Some(v) => Some(v.parse::<usize>().map_err(|_| LinkError::Malformed("tree step"))?),
        };
        Ok(LinkState { start, moves, at, config, view, node, step })
    }
}

/// The settings, checked, from the JSON a link carries; refused with
/// serde's reasons in words.
pub fn settings_in_words(json: &str) -> Result<SolverConfig, String> {
    let config: SolverConfig = serde_json::from_str(json).map_err(|e| crate::json_words::in_words(&e))?;
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

/// What a link's settings are refused with when they were read by hand
/// and could not be (serde's reasons, [`settings_in_words`], say more).
const UNREADABLE_SETTINGS: &str = "they are not solver settings this page can read";

/// The settings, checked, from the JSON a link carries, read by hand
/// ([`crate::plain_json`]: what serde reads, without its reasons).
pub fn settings_by_hand(json: &str) -> Result<SolverConfig, String> {
    let config: SolverConfig = crate::plain_json::from_text(json).ok_or_else(|| UNREADABLE_SETTINGS.to_string())?;
    config.validate().map_err(|e| e.to_string())?;
    Ok(config)
}

/// The settings' JSON a link carries, if it carries any (as text).
pub fn settings_json(query: &str) -> Option<String> {
    let (_, text) = link_pairs(query).into_iter().find(|(key, _)| *key == "cfg")?;
    from_base64url(text).and_then(|b| String::from_utf8(b).ok())
}

/// A link's check: FNV-1a, 32 bits, of the name of the random stream that
/// deals its games and then the link, a check against truncation and
/// accidents, not a seal. Links made before the stream had a name in their
/// check (before 2026-12-03) hashed the link alone.
pub(super) fn hash(text: &str) -> u32 {
    fnv(fnv(FNV_BASIS, STREAM), text)
}

/// The random stream that deals games, as links name it in their check.
const STREAM: &str = "pcg32&";

/// FNV-1a's 32-bit starting value.
const FNV_BASIS: u32 = 0x811c_9dc5;

/// FNV-1a, 32 bits, of `text`, from `start`.
fn fnv(start: u32, text: &str) -> u32 {
    text.bytes().fold(start, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193))
}

/// Four moves a byte, first move in the low bits.
fn pack(moves: &[Direction]) -> Vec<u8> {
    moves
        .chunks(4)
        .map(|chunk| chunk.iter().enumerate().fold(0u8, |byte, (i, d)| byte | (d.index() as u8) << (2 * i)))
        .collect()
}

/// `n` moves from `bytes`; `None` unless there are exactly enough bytes and
/// the unused bits of the last one are 0.
fn unpack(bytes: &[u8], n: usize) -> Option<Vec<Direction>> {
    if bytes.len() != n.div_ceil(4) {
        return None;
    }
    if n % 4 != 0 && bytes.last()? >> (2 * (n % 4)) != 0 {
        return None;
    }
    Some((0..n).map(|i| Direction::ALL[usize::from(bytes[i / 4] >> (2 * (i % 4)) & 3)]).collect())
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding.
pub(super) fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of base64url text without padding; `None` for any other
/// character, an impossible length, or stray bits.
pub(super) fn from_base64url(text: &str) -> Option<Vec<u8>> {
    if text.len() % 4 == 1 {
        return None;
    }
    let value = |c: u8| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32);
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.as_bytes().chunks(4) {
        let n = chunk.iter().enumerate().try_fold(0u32, |n, (i, &c)| Some(n | value(c)? << (18 - 6 * i)))?;
        let bytes = chunk.len() - 1;
        // Bits beyond the last whole byte must be 0 (one text, one value).
        if n & (0xFF_FFFF >> (8 * bytes)) != 0 {
            return None;
        }
        out.extend((0..bytes).map(|i| (n >> (16 - 8 * i)) as u8));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Preset;

    /// `count` moves as the article's solver plays them from `start`.
    fn played(start: Start, count: usize) -> Vec<Direction> {
        let solver = crate::solver::Solver::article();
        let mut game = start.game();
        let mut moves = Vec::new();
        while moves.len() < count {
            let Some(d) = solver.decide(game.board(), game.decision_seed()).direction else { break };
            game.play(d);
            moves.push(d);
        }
        moves
    }

    #[test]
    fn a_seed_alone_is_a_short_link() {
        let state = LinkState::seed_only(42);
        assert_eq!(state.encode(), "seed=42");
        assert_eq!(LinkState::decode("?seed=42"), Ok(state));
    }

    #[test]
    fn everything_round_trips() {
        let board = parse_board("2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4").unwrap();
        let start = Start::Edited { board, seed: 9 };
        let state = LinkState {
            start,
            moves: played(start, 5),
            at: Some(2),
            config: Some(Preset::FullChance.config()),
            view: Some("tree".into()),
            node: Some(17),
            step: Some(40),
        };
        let link = state.encode();
        assert!(link.starts_with("seed=9&board=2.4.8.2."), "{link}");
        assert_eq!(LinkState::decode(&link), Ok(state));
    }

    #[test]
    fn only_an_address_with_a_link_key_is_a_link() {
        for bare in ["", "?", "?utm_source=news&fbclid=abc", "?SEED=7", "?&&", "?seeds=4"] {
            assert!(!LinkState::is_link(bare), "{bare}");
        }
        for link in ["?seed=42", "?utm_source=news&seed=42", "seed=x", "?h=00000000", "?view"] {
            assert!(LinkState::is_link(link), "{link}");
        }
    }

    #[test]
    fn two_thousand_moves_fit_in_a_chat_message() {
        // Seed 7's game runs to 2,413 moves.
        let start = Start::Dealt { seed: 7 };
        let moves = played(start, 2_000);
        assert_eq!(moves.len(), 2_000);
        let state =
            LinkState { start, moves, at: None, config: None, view: Some("article".into()), node: None, step: None };
        let link = state.encode();
        assert!(link.len() < 720, "{} characters", link.len());
        assert_eq!(LinkState::decode(&link), Ok(state));
    }

    #[test]
    fn a_link_from_before_the_stream_changed_says_so() {
        // Two moves, down and right, from seed 41, as links were written
        // before 2026-12-03 (checked by FNV-1a of the link alone).
        let before = "seed=41&n=2&m=BA&h=02aa2294";
        assert_eq!(LinkState::decode(before), Err(LinkError::OlderStream));
        assert!(LinkError::OlderStream.to_string().contains("no longer replays"));
        // The same link written today is read, and altered it is damaged.
        let today = "seed=41&n=2&m=BA&h=7e835f17";
        assert_eq!(LinkState::decode(today).map(|link| link.moves), Ok(vec![Direction::Down, Direction::Right]));
        assert_eq!(LinkState::decode("seed=41&n=2&m=BA&h=02aa2295"), Err(LinkError::Incomplete));
        // A seed alone has no check, and deals today's game; so does a link
        // from before with no moves, its settings and view intact.
        assert_eq!(LinkState::decode("seed=41"), Ok(LinkState::seed_only(41)));
        let view = LinkState::decode("seed=41&n=0&m=&view=tree&h=27f86df5").unwrap();
        assert_eq!((view.start, view.moves.len(), view.view.as_deref()), (Start::Dealt { seed: 41 }, 0, Some("tree")));
    }

    #[test]
    fn damaged_links_are_refused_whole() {
        let start = Start::Dealt { seed: 5 };
        let link =
            LinkState { start, moves: played(start, 40), at: None, config: None, view: None, node: None, step: None }
                .encode();
        assert_eq!(LinkState::decode(&link[..link.len() - 12]), Err(LinkError::Incomplete));
        assert_eq!(LinkState::decode(&link.replace("seed=5", "seed=6")), Err(LinkError::Incomplete));
        assert_eq!(LinkState::decode("seed=banana"), Err(LinkError::Malformed("seed")));
        assert_eq!(LinkState::decode(&"x".repeat(MOST_LINK_CHARS + 1)), Err(LinkError::TooLong(MOST_LINK_CHARS + 1)));
        // A well-formed link whose first move is illegal: left, with the
        // only tile already in the top-left corner.
        let body =
            format!("seed=1&board=2.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0&n=1&m={}", base64url(&pack(&[Direction::Left])));
        assert_eq!(LinkState::decode(&format!("{body}&h={:08x}", hash(&body))), Err(LinkError::IllegalMove { at: 0 }));
        let mut zero_cap = serde_json::to_string(&SolverConfig::article()).unwrap();
        zero_cap = zero_cap.replace(r#""sample_cap":6"#, r#""sample_cap":0"#);
        let settings = format!("seed=1&n=0&m=&cfg={}", base64url(zero_cap.as_bytes()));
        assert!(matches!(
            LinkState::decode(&format!("{settings}&h={:08x}", hash(&settings))),
            Err(LinkError::Settings(_))
        ));
        // Settings the page's own fields refuse, with a correct check: a cap
        // or a threshold beyond a board's sixteen cells.
        let article = serde_json::to_string(&SolverConfig::article()).unwrap();
        for (from, to) in [(r#""sample_cap":6"#, r#""sample_cap":17"#), (r#""open_above":8"#, r#""open_above":200"#)] {
            let settings = format!("seed=1&n=0&m=&cfg={}", base64url(article.replace(from, to).as_bytes()));
            let decoded = LinkState::decode(&format!("{settings}&h={:08x}", hash(&settings)));
            assert!(matches!(decoded, Err(LinkError::Settings(_))), "{to}: {decoded:?}");
        }
        // Settings that are not even of the right kind say so in the file's terms.
        let settings = format!(
            "seed=1&n=0&m=&cfg={}",
            base64url(article.replace(r#""sample_cap":6"#, r#""sample_cap":"six""#).as_bytes())
        );
        let refused = LinkState::decode(&format!("{settings}&h={:08x}", hash(&settings))).unwrap_err().to_string();
        assert!(
            refused.starts_with(
                "its solver settings cannot be used: found the text \"six\" where a whole number of 0 or more was expected (line 1, column "
            ),
            "{refused}"
        );
        let empty = "seed=1&board=0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0&n=0&m=";
        assert_eq!(
            LinkState::decode(&format!("{empty}&h={:08x}", hash(empty))),
            Err(LinkError::Board("it has no tile".into()))
        );
        // A tile past the largest is named, as the editor names it.
        let big = "seed=1&board=65536.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0&n=0&m=";
        let refused = LinkState::decode(&format!("{big}&h={:08x}", hash(big))).unwrap_err().to_string();
        assert!(refused.starts_with("its board cannot be used: ") && refused.contains("65536"), "{refused}");
    }

    #[test]
    fn settings_read_by_hand_open_and_refuse_the_links_serde_does() {
        let article = serde_json::to_string(&SolverConfig::article()).unwrap();
        let mut settings: Vec<String> =
            Preset::ALL.iter().map(|p| serde_json::to_string(&p.config()).unwrap()).collect();
        for (from, to) in [
            (r#""sample_cap":6"#, r#""sample_cap":17"#),
            (r#""sample_cap":6"#, r#""sample_cap":"six""#),
            (r#""sample_cap":6"#, r#""sample_cap": 6 "#),
            (r#""open_above":8"#, r#""open_above":200"#),
            (r#""four_chance":0.1"#, r#""four_chance":0.1,"chance":"worst""#),
            ("}}", "}"),
        ] {
            settings.push(article.replace(from, to));
        }
        for json in settings {
            let body = format!("seed=1&n=0&m=&cfg={}", base64url(json.as_bytes()));
            let link = LinkState::with_check(&body);
            let by_hand = LinkState::decode_with(&link, settings_by_hand);
            assert_eq!(by_hand.is_ok(), LinkState::decode(&link).is_ok(), "{json}");
            assert_eq!(by_hand.ok(), LinkState::decode(&link).ok(), "{json}");
            assert_eq!(settings_json(&link), Some(json));
        }
        assert_eq!(settings_json("seed=1"), None);
    }

    #[test]
    fn parameters_a_link_does_not_hold_are_ignored() {
        let start = Start::Dealt { seed: 5 };
        let state =
            LinkState { start, moves: played(start, 9), at: Some(3), config: None, view: None, node: None, step: None };
        let link = state.encode();
        assert_eq!(LinkState::decode(&format!("{link}&fbclid=abc")), Ok(state.clone()));
        assert_eq!(LinkState::decode(&format!("utm_source=chat&{link}&")), Ok(state));
        assert_eq!(LinkState::decode("seed=42&utm_medium=x"), Ok(LinkState::seed_only(42)));
    }

    #[test]
    fn base64url_round_trips_and_refuses_stray_bits() {
        for n in 0..40u8 {
            let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37) ^ 0xA5).collect();
            assert_eq!(from_base64url(&base64url(&bytes)), Some(bytes));
        }
        assert_eq!(base64url(b"\xff\xff"), "__8");
        assert_eq!(from_base64url("__9"), None, "stray bits");
        assert_eq!(from_base64url("A"), None);
        assert_eq!(from_base64url("A=A="), None);
    }
}
