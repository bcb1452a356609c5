//! Making the bank of test positions (`lookahead positions`): play the
//! article solver's games, look at a position every few moves, keep the
//! clear ones, and choose among them so that habits cannot pass the test.
//!
//! A position is a candidate when the solver has a choice (two legal moves
//! or more) and its move is *clear*: the same under [`CLEAR_SEEDS`] other
//! sampling seeds and under the stronger solver ([`STRONGER`], both speed
//! trades eased). The candidates of each stage are shuffled (from the
//! run's seed) and taken in turn into the two halves; a candidate is
//! passed over when taking it would let `greedy`, or any fixed order of
//! keys, agree with the solver on more than [`MOST_HABIT_SHARE`] of its
//! half's positions at that stage. So no habit passes more than that share
//! of any stage, of either half, or of the bank; and greedy, held to it,
//! plays another move than the solver on at least 40% of the bank.

use super::bank::{Bank, BankPosition, Clarity, Half, Stage};
use super::decided_by::split;
use super::habits::{all_orders, fixed_order_move, Order};
use super::variance::run_seed;
use crate::bench::game_seed;
use crate::game::{derive_seed, Board, Game, SeededRng};
use crate::solver::{Preset, Solver};

/// Other sampling seeds a clear position's move must win under.
pub const CLEAR_SEEDS: u32 = 8;
/// The stronger solver a clear position's move must win under.
pub const STRONGER: Preset = Preset::NoTrades;
/// The largest share of a half's positions at a stage that any habit (a
/// fixed order of keys, or `greedy`) may agree with the solver on.
pub const MOST_HABIT_SHARE: f64 = 0.6;

/// What to make a bank from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Recipe {
    /// The run whose games give the positions (game `i` is dealt from
    /// `game_seed(seed, i)`, as a benchmark's).
    pub seed: u64,
    pub games: u64,
    /// Positions per stage in each half.
    pub per_cell: usize,
    /// A position is looked at every this many moves of a game.
    pub every: u32,
}

impl Recipe {
    /// The command line that makes this bank.
    pub fn command(&self) -> String {
        format!(
            "lookahead positions --games {} --seed {} --per-cell {} --every {}",
            self.games, self.seed, self.per_cell, self.every
        )
    }

    /// The most agreements a habit may have in a cell.
    fn most_agreements(&self) -> u32 {
        (MOST_HABIT_SHARE * self.per_cell as f64).floor() as u32
    }
}

/// A position the bank could take, and which fixed orders of keys play
/// the solver's move there (by index in [`all_orders`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub position: BankPosition,
    pub orders_agreeing: Vec<bool>,
}

/// The solvers a bank is made with.
pub struct Solvers {
    article: Solver,
    stronger: Solver,
    greedy: Solver,
    worst_case: Solver,
    orders: Vec<Order>,
}

impl Solvers {
    pub fn new() -> Solvers {
        let solver = |preset: Preset| Solver::from_valid(preset.valid_config());
        Solvers {
            article: Solver::article(),
            stronger: solver(STRONGER),
            greedy: solver(Preset::Greedy),
            worst_case: solver(Preset::WorstCase),
            orders: all_orders(),
        }
    }
}

impl Default for Solvers {
    fn default() -> Solvers {
        Solvers::new()
    }
}

/// The candidates in game `index` of the recipe's run, played to its end
/// by the article's solver as Autoplay plays it.
pub fn candidates_of_game(solvers: &Solvers, recipe: &Recipe, index: u64) -> Vec<Candidate> {
    let mut game = Game::new(game_seed(recipe.seed, index));
    let mut candidates = Vec::new();
    loop {
        let (board, seed) = (game.board(), game.decision_seed());
        let decision = solvers.article.decide(board, seed);
        let Some(direction) = decision.direction else { break };
        if game.moves() % recipe.every == recipe.every / 2 {
            if let Some(position) = examine(solvers, board, seed, index, game.moves()) {
                let orders_agreeing = solvers
                    .orders
                    .iter()
                    .map(|&order| fixed_order_move(order, board) == Some(position.solver))
                    .collect();
                candidates.push(Candidate { position, orders_agreeing });
            }
        }
        game.play(direction);
    }
    candidates
}

/// `board` as a test position, if it has a choice and a clear answer.
fn examine(solvers: &Solvers, board: Board, seed: u64, game: u64, moves: u32) -> Option<BankPosition> {
    if board.legal_moves().count() < 2 {
        return None;
    }
    // The split search is the solver's own: the same decision, to the bit.
    let split = split(&solvers.article, board, seed);
    let decided = split.decided_by()?;
    let chosen = decided.chosen;
    let clear = (1..=u64::from(CLEAR_SEEDS))
        .all(|k| solvers.article.decide(board, run_seed(seed, k)).direction == Some(chosen))
        && solvers.stronger.decide(board, seed).direction == Some(chosen);
    if !clear {
        return None;
    }
    let values = split.decision.values;
    let margin = values[chosen.index()]? - values[decided.runner_up.index()]?;
    Some(BankPosition {
        id: 0,
        half: Half::A,
        stage: Stage::of(board, &solvers.article.config().depth),
        game,
        moves,
        board,
        seed,
        values,
        solver: chosen,
        runner_up: decided.runner_up,
        margin,
        decided_by: decided.term,
        greedy: solvers.greedy.decide(board, seed).direction?,
        worst_case: solvers.worst_case.decide(board, seed).direction?,
    })
}

/// A half at a stage, filling up: its positions, and how many of them
/// greedy and each fixed order get right.
#[derive(Default)]
struct Cell {
    taken: Vec<BankPosition>,
    greedy: u32,
    orders: Vec<u32>,
}

impl Cell {
    /// Whether `candidate` fits: room left, and no habit over its share.
    fn fits(&self, candidate: &Candidate, recipe: &Recipe) -> bool {
        let most = recipe.most_agreements();
        let p = &candidate.position;
        self.taken.len() < recipe.per_cell
            && self.greedy + u32::from(p.greedy == p.solver) <= most
            && candidate
                .orders_agreeing
                .iter()
                .enumerate()
                .all(|(i, &agrees)| self.orders.get(i).copied().unwrap_or(0) + u32::from(agrees) <= most)
    }

    fn take(&mut self, candidate: Candidate) {
        let p = candidate.position;
        self.greedy += u32::from(p.greedy == p.solver);
        self.orders.resize(candidate.orders_agreeing.len(), 0);
        for (count, agrees) in self.orders.iter_mut().zip(candidate.orders_agreeing) {
            *count += u32::from(agrees);
        }
        self.taken.push(p);
    }
}

/// The bank's positions, chosen from `candidates` (in game order), their
/// ids counting up by stage, half, game and move.
pub fn choose(recipe: &Recipe, candidates: Vec<Candidate>) -> Result<Vec<BankPosition>, String> {
    let mut rng = SeededRng::new(derive_seed(recipe.seed, u64::from_le_bytes(*b"bank-mix")));
    let mut chosen = Vec::new();
    let mut seen: Vec<Board> = Vec::new();
    for stage in Stage::ALL {
        let mut pool: Vec<Candidate> = candidates.iter().filter(|c| c.position.stage == stage).cloned().collect();
        // From the run's seed: the same bank every time.
        rng.shuffle(&mut pool);
        let mut cells = [Cell::default(), Cell::default()];
        for candidate in pool {
            if seen.contains(&candidate.position.board) {
                continue;
            }
            // The half with fewer positions first (the first on a tie).
            let order = if cells[1].taken.len() < cells[0].taken.len() { [1, 0] } else { [0, 1] };
            if let Some(half) = order.into_iter().find(|&h| cells[h].fits(&candidate, recipe)) {
                seen.push(candidate.position.board);
                let mut candidate = candidate;
                candidate.position.half = Half::BOTH[half];
                cells[half].take(candidate);
            }
        }
        for (half, cell) in Half::BOTH.into_iter().zip(cells) {
            if cell.taken.len() < recipe.per_cell {
                return Err(format!(
                    "only {} of the {} {} positions half {:?} needs could be found: play more games",
                    cell.taken.len(),
                    recipe.per_cell,
                    stage.name(),
                    half
                ));
            }
            chosen.extend(cell.taken);
        }
    }
    chosen.sort_by_key(|p| (p.stage, p.half == Half::B, p.game, p.moves));
    for (id, p) in chosen.iter_mut().enumerate() {
        p.id = id as u32;
    }
    Ok(chosen)
}

/// The whole bank, one game after another on this thread (the CLI plays
/// the games on several; the bank is the same).
pub fn build(recipe: &Recipe) -> Result<Bank, String> {
    let solvers = Solvers::new();
    let candidates = (0..recipe.games).flat_map(|i| candidates_of_game(&solvers, recipe, i)).collect();
    bank_of(recipe, candidates)
}

/// The bank of the chosen `candidates` (all of the recipe's games', in
/// game order).
pub fn bank_of(recipe: &Recipe, candidates: Vec<Candidate>) -> Result<Bank, String> {
    let positions = choose(recipe, candidates)?;
    let clarity = Clarity { seeds: CLEAR_SEEDS, stronger: STRONGER.name().to_string() };
    Ok(Bank::new(recipe.command(), recipe.seed, recipe.games, clarity, positions))
}

/// Whether `position`'s move is still clear: the same under every other
/// seed the bank checks and under the stronger solver (what a test of the
/// committed bank asks of each position).
pub fn still_clear(position: &BankPosition) -> Result<(), String> {
    let solvers = Solvers::new();
    let (board, seed) = (position.board, position.seed);
    let own = split(&solvers.article, board, seed);
    let decided = own.decided_by();
    let same = decided
        .as_ref()
        .is_some_and(|d| (d.chosen, d.runner_up, d.term) == (position.solver, position.runner_up, position.decided_by));
    if !same || own.decision.values != position.values {
        return Err(format!("position {}: the solver decides otherwise now", position.id));
    }
    for k in 1..=u64::from(CLEAR_SEEDS) {
        let other = solvers.article.decide(board, run_seed(seed, k)).direction;
        if other != Some(position.solver) {
            return Err(format!("position {}: under sampling seed {k} the solver plays {other:?}", position.id));
        }
    }
    let stronger = solvers.stronger.decide(board, seed).direction;
    if stronger != Some(position.solver) {
        return Err(format!("position {}: {} plays {stronger:?}", position.id, STRONGER.name()));
    }
    let others = [
        ("greedy", solvers.greedy.decide(board, seed).direction, position.greedy),
        ("worst-case", solvers.worst_case.decide(board, seed).direction, position.worst_case),
    ];
    for (who, now, kept) in others {
        if now != Some(kept) {
            return Err(format!("position {}: {who} plays {now:?}, not {kept}", position.id));
        }
    }
    Ok(())
}
