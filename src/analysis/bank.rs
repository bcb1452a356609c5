//! The bank of test positions: boards from the article solver's own
//! games, each with the solver's move and why, on which a reader tests
//! what they learned (`lookahead positions` makes it; `data/positions.json`
//! is the committed bank; `bank_build.rs` says how positions are chosen).
//!
//! Every position is *clear*: the solver plays the same move under other
//! sampling seeds and under the stronger `no-trades` solver, so a reader
//! who picks another one is not merely unlucky with the draw. Beside the
//! positions, the bank keeps what habits would score on it
//! ([`Baselines`]): a reader guessing at random, pressing keys in a fixed
//! order, or playing the `greedy` or `worst-case` solver's move.
//!
//! The bank is split into two halves with the same stages, so that a test
//! before the article and one after it never show the same position.

use super::decided_by::Term;
use super::habits::{best_fixed_order, fixed_order_move, Order};
use crate::game::{Board, Direction};
use crate::solver::{DepthPolicy, SolverConfig};
use serde::{Deserialize, Serialize};

/// The tag the bank's files carry, and the version this reads and writes.
pub const BANK_FORMAT: &str = "lookahead-positions";
pub const BANK_VERSION: u32 = 1;

/// How far a game is, by its empty cells: the three bands the article's
/// depth rule draws (the open board, the middle, the crowded board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    Early,
    Middle,
    Late,
}

impl Stage {
    pub const ALL: [Stage; 3] = [Stage::Early, Stage::Middle, Stage::Late];

    /// The stage of `board`: the branch of `depth`'s rule it falls in.
    pub fn of(board: Board, depth: &DepthPolicy) -> Stage {
        Stage::ALL[crate::solver::describe::depth_branch(depth, board.empty_count())]
    }

    pub fn name(self) -> &'static str {
        match self {
            Stage::Early => "early",
            Stage::Middle => "middle",
            Stage::Late => "late",
        }
    }

    /// What it means in empty cells, under `depth`'s thresholds: "more
    /// than 8 empty cells", "4 to 8 empty cells", "3 empty cells or fewer".
    pub fn empty_cells(self, depth: &DepthPolicy) -> String {
        match self {
            Stage::Early => format!("more than {} empty cells", depth.open_above),
            Stage::Middle => format!("{} to {} empty cells", depth.middle_above + 1, depth.open_above),
            Stage::Late => format!("{} empty cells or fewer", depth.middle_above),
        }
    }
}

/// One of the bank's two halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Half {
    A,
    B,
}

impl Half {
    pub const BOTH: [Half; 2] = [Half::A, Half::B];

    pub fn other(self) -> Half {
        match self {
            Half::A => Half::B,
            Half::B => Half::A,
        }
    }
}

/// A test position: where it came from, the solver's decision on it, and
/// the moves the habits and the other solvers make there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BankPosition {
    pub id: u32,
    pub half: Half,
    pub stage: Stage,
    /// The game of the bank's run it came from, and the moves played in it
    /// before this position.
    pub game: u64,
    pub moves: u32,
    pub board: Board,
    /// The sampling seed the solver decided with (the game's own for that
    /// move, as Autoplay decides).
    pub seed: u64,
    /// The solver's value of each direction, by [`Direction::index`].
    #[serde(deserialize_with = "crate::decimal::optionals")]
    pub values: [Option<f64>; 4],
    /// The move the solver plays, and the legal move valued next.
    pub solver: Direction,
    pub runner_up: Direction,
    /// The solver's move's value less the runner-up's.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub margin: f64,
    /// The heuristic term whose part favours the solver's move most.
    pub decided_by: Term,
    /// What the `greedy` and `worst-case` solvers play here (same seed).
    pub greedy: Direction,
    pub worst_case: Direction,
}

impl BankPosition {
    /// The legal moves here.
    pub fn legal(&self) -> u32 {
        self.values.iter().flatten().count() as u32
    }

    /// Whether looking ahead at the tiles to come decided it: a solver that
    /// looks one move ahead only (`greedy`) plays another move.
    pub fn looked_ahead(&self) -> bool {
        self.greedy != self.solver
    }
}

/// What habits score on a set of positions, each as the count of
/// positions where it plays the solver's move (the random guesser's is
/// an expectation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Baselines {
    /// "all", or a stage's name.
    pub scope: String,
    pub positions: u32,
    /// A reader picking one of the legal moves at random: Σ 1 / legal.
    #[serde(deserialize_with = "crate::decimal::float")]
    pub random: f64,
    /// Pressing the first legal key of the bank's best fixed order.
    pub fixed_order: u32,
    pub greedy: u32,
    pub worst_case: u32,
}

impl Baselines {
    /// The baselines over `positions`, the fixed order being `order`.
    pub fn of<'a>(scope: &str, positions: impl Iterator<Item = &'a BankPosition>, order: Order) -> Baselines {
        let mut baselines =
            Baselines { scope: scope.to_string(), positions: 0, random: 0.0, fixed_order: 0, greedy: 0, worst_case: 0 };
        for p in positions {
            baselines.positions += 1;
            baselines.random += 1.0 / f64::from(p.legal());
            baselines.fixed_order += u32::from(fixed_order_move(order, p.board) == Some(p.solver));
            baselines.greedy += u32::from(p.greedy == p.solver);
            baselines.worst_case += u32::from(p.worst_case == p.solver);
        }
        baselines
    }
}

/// How the bank's positions were held to be clear.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Clarity {
    /// Other sampling seeds under which the solver plays the same move
    /// (run seeds 1 to this of `analysis::variance::run_seed`).
    pub seeds: u32,
    /// The stronger solver that plays the same move too (a preset).
    pub stronger: String,
}

/// The bank: its positions, how they were made, and its baselines.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bank {
    pub format: String,
    pub version: u32,
    /// The command line that made it.
    pub command: String,
    /// The run whose games the positions come from.
    pub seed: u64,
    pub games: u64,
    /// The solver the positions test (the article's).
    pub config: SolverConfig,
    pub clarity: Clarity,
    /// The order of keys that agrees with the solver most often over the
    /// whole bank: the strongest fixed habit.
    pub fixed_order: Order,
    pub positions: Vec<BankPosition>,
    /// Over the whole bank ("all"), then each stage.
    pub baselines: Vec<Baselines>,
}

impl Bank {
    /// A bank of `positions` made by `command` from the games of run
    /// `seed`, with its fixed order and baselines worked out.
    pub fn new(command: String, seed: u64, games: u64, clarity: Clarity, positions: Vec<BankPosition>) -> Bank {
        let fixed_order = best_fixed_order(positions.iter().map(|p| (p.board, p.solver))).0;
        let baselines = baselines(&positions, fixed_order);
        Bank {
            format: BANK_FORMAT.to_string(),
            version: BANK_VERSION,
            command,
            seed,
            games,
            config: SolverConfig::article(),
            clarity,
            fixed_order,
            positions,
            baselines,
        }
    }

    /// Reads a bank, refusing one whose figures are not its positions'.
    pub fn from_json(text: &str) -> Result<Bank, String> {
        let bank: Bank = serde_json::from_str(text)
            .map_err(|e| format!("not a bank of positions ({})", crate::json_words::in_words(&e)))?;
        if bank.format != BANK_FORMAT || bank.version != BANK_VERSION {
            return Err(format!("a {} file, version {}, is not a bank this reads", bank.format, bank.version));
        }
        bank.check()?;
        Ok(bank)
    }

    /// The committed bank, `data/positions.json`: read and checked
    /// natively; in the page, the same bank compiled in as a table
    /// ([`Bank::compiled`]), which a native test holds equal to the file.
    pub fn committed() -> Result<Bank, String> {
        #[cfg(target_arch = "wasm32")]
        return Ok(Bank::compiled());
        #[cfg(not(target_arch = "wasm32"))]
        Bank::from_json(include_str!("../../data/positions.json"))
    }

    /// The committed bank from the table `build.rs` writes of it, its
    /// fixed order and baselines worked out again.
    pub fn compiled() -> Bank {
        let (seeds, stronger) = table::BANK_CLARITY;
        let clarity = Clarity { seeds, stronger: stronger.to_string() };
        let positions = table::BANK_POSITIONS.to_vec();
        Bank::new(table::BANK_COMMAND.to_string(), table::BANK_SEED, table::BANK_GAMES, clarity, positions)
    }

    /// What makes a bank whole: the article's solver; each position's stage
    /// its board's, its move the best of its values and legal, its
    /// runner-up and margin from those values; ids that count up; the
    /// fixed order the best; the baselines its positions'.
    fn check(&self) -> Result<(), String> {
        if self.config != SolverConfig::article() {
            return Err("its positions were not decided by the article's solver".into());
        }
        for (index, p) in self.positions.iter().enumerate() {
            let name = format!("position {}", p.id);
            if p.id as usize != index {
                return Err(format!("{name} is not number {index} in the list"));
            }
            if Stage::of(p.board, &self.config.depth) != p.stage {
                return Err(format!("{name} is not at the {} stage its board is at", p.stage.name()));
            }
            for d in Direction::ALL {
                if p.values[d.index()].is_some() != p.board.is_legal(d) {
                    return Err(format!("{name} gives {d} a value exactly when it is not legal"));
                }
            }
            let (Some(best), Some(second)) = (p.values[p.solver.index()], p.values[p.runner_up.index()]) else {
                return Err(format!("{name}'s move or runner-up is not legal"));
            };
            let highest = p.values.iter().flatten().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
            if best != highest || p.runner_up == p.solver || p.margin != best - second {
                return Err(format!("{name}'s move, runner-up and margin are not its values'"));
            }
            for (who, d) in [("greedy", p.greedy), ("worst-case", p.worst_case)] {
                if !p.board.is_legal(d) {
                    return Err(format!("{name}'s {who} move is not legal"));
                }
            }
        }
        let best = best_fixed_order(self.positions.iter().map(|p| (p.board, p.solver))).0;
        if best != self.fixed_order {
            return Err("its fixed order is not the one that agrees with the solver most".into());
        }
        if baselines(&self.positions, self.fixed_order) != self.baselines {
            return Err("its baselines are not its positions'".into());
        }
        Ok(())
    }

    /// The positions of one half, at one stage.
    pub fn cell(&self, half: Half, stage: Stage) -> impl Iterator<Item = &BankPosition> + '_ {
        self.positions.iter().filter(move |p| p.half == half && p.stage == stage)
    }

    /// The baselines over all the positions ("all").
    pub fn overall(&self) -> &Baselines {
        &self.baselines[0]
    }
}

/// `data/positions.json` as constants, written by `build.rs`.
mod table {
    use super::{BankPosition, Half, Stage, Term};
    use crate::game::{Board, Direction};
    include!(concat!(env!("OUT_DIR"), "/bank_table.rs"));
}

/// Over all `positions`, then over each stage's.
fn baselines(positions: &[BankPosition], order: Order) -> Vec<Baselines> {
    let mut all = vec![Baselines::of("all", positions.iter(), order)];
    for stage in Stage::ALL {
        all.push(Baselines::of(stage.name(), positions.iter().filter(|p| p.stage == stage), order));
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(board: &str, values: [Option<f64>; 4], solver: Direction, greedy: Direction) -> BankPosition {
        let board = crate::game::parse_board(board).unwrap();
        let runner_up = Direction::ALL
            .into_iter()
            .filter(|&d| d != solver && values[d.index()].is_some())
            .max_by(|a, b| values[a.index()].unwrap().total_cmp(&values[b.index()].unwrap()))
            .unwrap();
        BankPosition {
            id: 0,
            half: Half::A,
            stage: Stage::of(board, &DepthPolicy::ARTICLE),
            game: 0,
            moves: 0,
            board,
            seed: 0,
            values,
            solver,
            runner_up,
            margin: values[solver.index()].unwrap() - values[runner_up.index()].unwrap(),
            decided_by: Term::Positional,
            greedy,
            worst_case: solver,
        }
    }

    /// The table the page compiles in is the committed file, to the bit.
    #[test]
    fn the_compiled_bank_is_the_committed_file() {
        assert_eq!(Bank::compiled(), Bank::committed().unwrap());
        let bits = |b: &Bank| {
            b.positions.iter().map(|p| (p.margin.to_bits(), p.values.map(|v| v.map(f64::to_bits)))).collect::<Vec<_>>()
        };
        assert_eq!(bits(&Bank::compiled()), bits(&Bank::committed().unwrap()));
    }

    #[test]
    fn stages_follow_the_depth_rule() {
        let depth = DepthPolicy::ARTICLE;
        let board = |empties: usize| Board::from_exponents(std::array::from_fn(|i| u8::from(i >= empties)));
        assert_eq!(Stage::of(board(9), &depth), Stage::Early);
        assert_eq!(Stage::of(board(8), &depth), Stage::Middle);
        assert_eq!(Stage::of(board(4), &depth), Stage::Middle);
        assert_eq!(Stage::of(board(3), &depth), Stage::Late);
        assert_eq!(Stage::Middle.empty_cells(&depth), "4 to 8 empty cells");
        assert_eq!(Stage::Late.empty_cells(&depth), "3 empty cells or fewer");
    }

    /// Two positions worked by hand: the habits' counts, and a bank that
    /// checks; then a bank whose figures were edited, refused.
    #[test]
    fn baselines_are_counted_and_a_forged_bank_is_refused() {
        // A lone 2 top-left: down and right legal; the solver plays right.
        let a = position(
            "2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0",
            [Some(1.0), Some(3.0), None, None],
            Direction::Right,
            Direction::Down,
        );
        // A 2 and a 4 at the left of the bottom row: right and up legal;
        // the solver and greedy play right.
        let mut b = position(
            "0,0,0,0,0,0,0,0,0,0,0,0,2,4,0,0",
            [None, Some(5.0), None, Some(2.0)],
            Direction::Right,
            Direction::Right,
        );
        b.id = 1;
        let clarity = Clarity { seeds: 8, stronger: "no-trades".into() };
        let bank = Bank::new("test".into(), 1, 1, clarity, vec![a, b]);
        // Right first agrees on both; the first such order is right, down, left, up.
        assert_eq!(bank.fixed_order, [Direction::Right, Direction::Down, Direction::Left, Direction::Up]);
        let all = bank.overall();
        assert_eq!((all.positions, all.random, all.fixed_order, all.greedy, all.worst_case), (2, 1.0, 2, 1, 2));
        let text = serde_json::to_string(&bank).unwrap();
        assert_eq!(Bank::from_json(&text).unwrap(), bank);
        let forged = text.replace("\"greedy\":1", "\"greedy\":2");
        assert_ne!(forged, text);
        assert_eq!(Bank::from_json(&forged).unwrap_err(), "its baselines are not its positions'");
        let forged = text.replacen("\"solver\":\"right\"", "\"solver\":\"down\"", 1);
        assert_eq!(
            Bank::from_json(&forged).unwrap_err(),
            "position 0's move, runner-up and margin are not its values'"
        );
    }
}
