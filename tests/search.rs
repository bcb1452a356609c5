//! The search against a naive expectimax written here from the spec, the
//! depth policy, tie-breaks, and tracing that changes nothing.

mod common;

use common::{boards, grid, plain_formula, plain_score};
use lookahead::game::{Board, Direction, SeededRng};
use lookahead::solver::{
    ChanceRule, Decision, DepthPolicy, Edge, NodeCounts, Preset, ScoreBreakdown, Snake, Solver, SolverConfig, Tracer,
    Weights, MAX_DEPTH,
};
use proptest::prelude::*;

/// Expectimax as the spec words it, with no tables, no masks, no memo and
/// no tracing: every max node tries the moves in `order`; `cap` limits the
/// cells a chance node expands, drawn from `rng` by a partial Fisher–Yates
/// shuffle of the empty cells in board order. Leaves are the plain formula
/// under the configuration's snake, weights and spawn odds. Under the
/// worst-case rule a chance node is the lowest of the spawns it considers.
struct Naive {
    order: [Direction; 4],
    worst: bool,
    cap: Option<usize>,
    rng: SeededRng,
    ranks: [u8; 16],
    weights: Weights,
    four_chance: f64,
}

impl Naive {
    /// The article's configuration.
    fn article(cap: Option<usize>, seed: u64) -> Naive {
        Naive::for_config(&SolverConfig { sample_cap: cap.map(|c| c as u32), ..SolverConfig::article() }, seed)
    }

    fn for_config(config: &SolverConfig, seed: u64) -> Naive {
        Naive {
            order: config.move_order,
            worst: config.chance_rule == ChanceRule::Worst,
            cap: config.sample_cap.map(|c| c as usize),
            rng: SeededRng::new(seed),
            ranks: config.snake.ranks(),
            weights: config.weights,
            four_chance: config.four_chance,
        }
    }

    fn score(&self, board: Board) -> f64 {
        let (positional, empties, smoothness) = plain_formula(board, self.ranks);
        let w = self.weights;
        w.positional * positional + w.empties * empties + w.smoothness * smoothness
    }

    /// Each direction's value, by [`Direction::index`], searched in `order`
    /// (which decides the random numbers each subtree draws).
    fn root_values(&mut self, board: Board, depth: u8) -> [Option<f64>; 4] {
        let mut values = [None; 4];
        for direction in self.order {
            let child = board.slide(direction);
            if child != board {
                values[direction.index()] = Some(self.after_move(child, depth - 1));
            }
        }
        values
    }

    fn after_move(&mut self, child: Board, layers: u8) -> f64 {
        if layers == 0 {
            self.score(child)
        } else {
            self.chance(child, layers)
        }
    }

    fn max(&mut self, board: Board, layers: u8) -> f64 {
        let mut best: Option<f64> = None;
        for direction in self.order {
            let child = board.slide(direction);
            if child != board {
                let value = self.after_move(child, layers - 1);
                if best.is_none() || value > best.unwrap() {
                    best = Some(value);
                }
            }
        }
        best.unwrap_or_else(|| self.score(board))
    }

    fn chance(&mut self, board: Board, layers: u8) -> f64 {
        let mut cells: Vec<usize> = (0..16).filter(|&cell| board.exponent(cell) == 0).collect();
        if let Some(cap) = self.cap {
            if cells.len() > cap {
                for i in 0..cap {
                    let j = i + self.rng.below((cells.len() - i) as u32) as usize;
                    cells.swap(i, j);
                }
                cells.truncate(cap);
                cells.sort();
            }
        }
        let (two_chance, four_chance) = (1.0 - self.four_chance, self.four_chance);
        let (mut sum, mut worst) = (0.0, f64::INFINITY);
        for &cell in &cells {
            // A spawn that cannot happen is not searched: it adds 0 × 0.
            let mut value_with = |exponent: u8, probability: f64| {
                if probability == 0.0 {
                    return 0.0;
                }
                let child = board.with_exponent(cell, exponent);
                if layers == 1 {
                    self.score(child)
                } else {
                    self.max(child, layers - 1)
                }
            };
            let two = value_with(1, two_chance);
            let four = value_with(2, four_chance);
            sum += two_chance * two + four_chance * four;
            for (value, probability) in [(two, two_chance), (four, four_chance)] {
                if probability != 0.0 {
                    worst = worst.min(value);
                }
            }
        }
        if self.worst {
            worst
        } else {
            sum / cells.len() as f64
        }
    }
}

/// A tracer that wants every node, and so keeps the search from taking
/// any value from its memo: the search exactly as the recorder sees it.
struct EveryNode;

impl Tracer for EveryNode {}

/// Every order of the four moves.
fn move_orders() -> Vec<[Direction; 4]> {
    let mut orders = Vec::new();
    for a in Direction::ALL {
        for b in Direction::ALL {
            for c in Direction::ALL {
                for d in Direction::ALL {
                    let order = [a, b, c, d];
                    if Direction::ALL.iter().all(|direction| order.contains(direction)) {
                        orders.push(order);
                    }
                }
            }
        }
    }
    assert_eq!(orders.len(), 24);
    orders
}

/// Any configuration a reader can set: every snake, any order of the
/// moves, sample caps 1, 6 and all, spawn odds 0, 0.1, 0.5 and 1, either
/// chance rule, and random weights, fractional and whole.
fn configs() -> impl Strategy<Value = SolverConfig> {
    let snakes: Vec<Snake> = Snake::all().collect();
    (
        prop::sample::select(snakes),
        prop::sample::select(move_orders()),
        prop::sample::select(vec![Some(1u32), Some(6), None]),
        prop::sample::select(vec![0.0, 0.1, 0.5, 1.0]),
        prop::sample::select(vec![ChanceRule::Mean, ChanceRule::Worst]),
        prop_oneof![
            (0.0..3.0f64, 0.0..400_000.0f64, -8_000.0..8_000.0f64),
            // Whole numbers (the article's kind), scored in integers.
            (-3i32..=3, -400_000i32..=400_000, -8_000i32..=8_000).prop_map(|(p, e, s)| (
                f64::from(p),
                f64::from(e),
                f64::from(s)
            )),
            // Whole, but near and past the size where integers stop being exact.
            (150i32..=250, 0i32..=400_000, -8_000i32..=8_000).prop_map(|(p, e, s)| (
                f64::from(p),
                f64::from(e),
                f64::from(s)
            )),
        ],
    )
        .prop_map(|(snake, move_order, sample_cap, four_chance, chance, (positional, empties, smoothness))| {
            SolverConfig {
                snake,
                move_order,
                sample_cap,
                four_chance,
                chance_rule: chance,
                weights: Weights { positional, empties, smoothness },
                ..SolverConfig::article()
            }
        })
}

fn playable(board: Board) -> bool {
    board.has_legal_move()
}

/// Any depth policy a configuration may hold: each band's depth from 1 to
/// [`MAX_DEPTH`], the two thresholds anywhere in order.
fn depth_policies() -> impl Strategy<Value = DepthPolicy> {
    (1..=MAX_DEPTH, 1..=MAX_DEPTH, 1..=MAX_DEPTH, 0u32..=16, 0u32..=16).prop_map(|(open, middle, crowded, a, b)| {
        DepthPolicy {
            open_above: a.max(b),
            open_depth: open,
            middle_above: a.min(b),
            middle_depth: middle,
            crowded_depth: crowded,
        }
    })
}

/// The depth rule as the spec words it, written out again.
fn plain_depth(policy: &DepthPolicy, empties: u32) -> u8 {
    match empties {
        e if e > policy.open_above => policy.open_depth,
        e if e > policy.middle_above => policy.middle_depth,
        _ => policy.crowded_depth,
    }
}

proptest! {
    // Deep searches of the naive oracle are slow: crowded boards (few
    // moves, few cells) and one sampled cell keep depth 8 within reach.
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Every depth policy, depths 1 to 8: the depth searched is the rule's,
    /// and the root values the naive expectimax's at that depth.
    #[test]
    fn every_depth_policy_equals_naive_expectimax(
        policy in depth_policies(),
        board in boards(11, 10).prop_filter("a legal move", |b| playable(*b)),
        seed in any::<u64>(),
    ) {
        let config = SolverConfig { depth: policy, sample_cap: Some(1), ..SolverConfig::article() };
        let solver = Solver::new(config.clone()).unwrap();
        let decision = solver.decide(board, seed);
        prop_assert_eq!(decision.depth, plain_depth(&policy, board.empty_count()));
        let mut naive = Naive::for_config(&config, seed);
        prop_assert_eq!(decision.values, naive.root_values(board, decision.depth));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(250))]

    /// With every cell expanded, each root value is the naive expectimax's.
    #[test]
    fn full_chance_equals_naive_expectimax(board in boards(11, 50).prop_filter("a legal move", |b| playable(*b)), seed in any::<u64>()) {
        let solver = Solver::new(Preset::FullChance.config()).unwrap();
        let decision = solver.decide(board, seed);
        let mut naive = Naive::article(None, seed);
        prop_assert_eq!(decision.values, naive.root_values(board, decision.depth));
    }

    /// With the article's cap of 6, the same holds when the naive search
    /// draws its samples from the same seeded stream in the same order.
    #[test]
    fn sampled_search_equals_naive_expectimax(board in boards(11, 70).prop_filter("a legal move", |b| playable(*b)), seed in any::<u64>()) {
        let decision = Solver::article().decide(board, seed);
        let mut naive = Naive::article(Some(6), seed);
        prop_assert_eq!(decision.values, naive.root_values(board, decision.depth));
    }

    /// The two other solvers the page compares: `greedy` is each legal
    /// move's board scored, whatever the board; `worst-case` is the naive
    /// search with the worst spawn at each chance node, the article's
    /// sampling and depths kept.
    #[test]
    fn greedy_and_worst_case_equal_their_naive_searches(
        board in prop_oneof![boards(11, 15), boards(11, 40), boards(11, 65)].prop_filter("a legal move", |b| playable(*b)),
        seed in any::<u64>(),
    ) {
        let greedy = Solver::new(Preset::Greedy.config()).unwrap().decide(board, seed);
        prop_assert_eq!(greedy.depth, 1);
        let slid = |d: Direction| Some(board.slide(d)).filter(|&child| child != board).map(plain_score);
        prop_assert_eq!(greedy.values, Direction::ALL.map(slid));
        let worst_case = Solver::new(Preset::WorstCase.config()).unwrap();
        let decision = worst_case.decide(board, seed);
        prop_assert_eq!(decision.depth, Solver::article().depth_for(board));
        let mut naive = Naive::for_config(&Preset::WorstCase.config(), seed);
        prop_assert_eq!(decision.values, naive.root_values(board, decision.depth));
        prop_assert_eq!(&worst_case.decide_traced(board, seed, &mut EveryNode), &decision);
    }

    /// For every knob a reader can turn, the root values are the naive
    /// expectimax's, to the bit: the terms are whole numbers and both sum
    /// them in the same order. The memo (plain search) and the search as
    /// a tracer that sees every node sees it agree too, node counts and all.
    #[test]
    fn every_knob_equals_naive_expectimax(
        config in configs(),
        // Crowded, middling and open boards: depths 5, 4 and 3.
        board in prop_oneof![boards(11, 15), boards(11, 40), boards(11, 65)].prop_filter("a legal move", |b| playable(*b)),
        seed in any::<u64>(),
    ) {
        let solver = Solver::new(config.clone()).unwrap();
        let decision = solver.decide(board, seed);
        let mut naive = Naive::for_config(&config, seed);
        prop_assert_eq!(decision.values, naive.root_values(board, decision.depth));
        prop_assert_eq!(&solver.decide_traced(board, seed, &mut EveryNode), &decision);
        // Under --release (scripts/test.sh) `decide` is the plain search and
        // this compares it with the budgeted one; in a build for size (the
        // page's, and plain `cargo test`) `decide` is the budgeted one.
        prop_assert_eq!(solver.decide_within(board, seed, u64::MAX).unwrap(), decision);
    }

    /// The chosen direction is the first (in the article's order) of the
    /// highest values.
    #[test]
    fn decision_is_the_first_best_value(board in boards(11, 50), seed in any::<u64>()) {
        let decision = Solver::article().decide(board, seed);
        let mut expected: Option<(Direction, f64)> = None;
        for direction in Direction::ALL {
            if let Some(value) = decision.value(direction) {
                if expected.is_none_or(|(_, best)| value > best) {
                    expected = Some((direction, value));
                }
            }
        }
        prop_assert_eq!(decision.direction, expected.map(|(d, _)| d));
        prop_assert_eq!(decision.direction.is_none(), !board.has_legal_move());
    }
}

#[test]
fn depth_follows_the_empty_cells() {
    let solver = Solver::article();
    // Fill cells in reading order with a checkerboard of 2s and 4s, leaving
    // `empties` cells empty at the end: 9 → 3, 8 → 4, 4 → 4, 3 → 5.
    for (empties, depth) in [(9, 3), (8, 4), (4, 4), (3, 5)] {
        let exponents: [u8; 16] =
            std::array::from_fn(|i| if i < 16 - empties { 1 + ((i + i / 4) % 2) as u8 } else { 0 });
        let board = Board::from_exponents(exponents);
        assert_eq!(board.empty_count(), empties as u32);
        assert_eq!(solver.decide(board, 1).depth, depth, "{empties} empties");
    }
}

#[test]
fn no_legal_move_means_no_direction() {
    let locked = grid([[2, 4, 2, 4], [4, 2, 4, 2], [2, 4, 2, 4], [4, 2, 4, 2]]);
    let decision = Solver::article().decide(locked, 0);
    assert_eq!(decision.direction, None);
    assert_eq!(decision.values, [None; 4]);
}

#[test]
fn decisions_replay_from_their_seed() {
    let board = grid([[0, 2, 0, 0], [0, 0, 4, 0], [2, 0, 0, 0], [0, 0, 0, 8]]);
    // A solver that has decided other positions first (its tables and
    // memo warm) gives the decision a fresh one gives, and both are the
    // naive search's from the same seed: nothing but the seed and the
    // board decides. A different seed samples different cells (12 empty
    // cells, 6 drawn), so the values move.
    let fresh = Solver::article().decide(board, 9);
    let used = Solver::article();
    for seed in 0..40 {
        used.decide(grid([[2, 4, 0, 0], [0, 8, 0, 2], [0, 0, 16, 0], [4, 0, 0, 32]]), seed);
        used.decide(board, seed + 100);
    }
    assert_eq!(used.decide(board, 9), fresh);
    assert_eq!(fresh.values, Naive::article(Some(6), 9).root_values(board, fresh.depth));
    assert_ne!(fresh.values, Solver::article().decide(board, 10).values);
}

/// A depth-1 search scores each move's board directly, so its values are
/// the heuristic of the four slid boards.
#[test]
fn depth_one_values_are_the_heuristic_of_each_move() {
    let mut config = SolverConfig::article();
    config.depth.open_depth = 1;
    let solver = Solver::new(config).unwrap();
    let board = grid([[2, 0, 0, 2], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 4]]);
    let decision = solver.decide(board, 0);
    for direction in Direction::ALL {
        let slid = board.slide(direction);
        let expected = (slid != board).then(|| plain_score(slid));
        assert_eq!(decision.value(direction), expected, "{direction}");
    }
    assert_eq!(decision.nodes, NodeCounts { max: 1, chance: 0, leaves: 4 });
}

/// Worked by hand at depth 2: after ↓ on this board, a chance node over the
/// 13 empty cells; the worst-case rule takes the lowest leaf of the 26, the
/// mean takes the blend averaged over 13 cells, which is higher.
#[test]
fn worst_case_takes_the_lowest_spawn_where_the_mean_averages() {
    let board = grid([[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [2, 4, 0, 8]]);
    let config = |chance| SolverConfig {
        depth: DepthPolicy::uniform(2),
        sample_cap: None,
        chance_rule: chance,
        ..SolverConfig::article()
    };
    let right = board.slide(Direction::Right);
    let empty: Vec<usize> = (0..16).filter(|&c| right.exponent(c) == 0).collect();
    assert_eq!(empty.len(), 13);
    let leaf = |cell: usize, exponent: u8| plain_score(right.with_exponent(cell, exponent));
    let lowest = empty.iter().flat_map(|&c| [leaf(c, 1), leaf(c, 2)]).fold(f64::INFINITY, f64::min);
    let mean = empty.iter().map(|&c| 0.9 * leaf(c, 1) + 0.1 * leaf(c, 2)).sum::<f64>() / 13.0;
    let worst = Solver::new(config(ChanceRule::Worst)).unwrap().decide(board, 3);
    let expected = Solver::new(config(ChanceRule::Mean)).unwrap().decide(board, 3);
    assert_eq!(worst.value(Direction::Right), Some(lowest));
    assert_eq!(expected.value(Direction::Right), Some(mean));
    assert!(lowest < mean);
}

/// Counts events, and checks that begins and ends pair up.
#[derive(Default)]
struct Counting {
    counts: NodeCounts,
    open: Vec<&'static str>,
    root_values: Vec<(Direction, f64)>,
    leaf_values_match: bool,
}

impl Tracer for Counting {
    fn max_begin(&mut self, _: Board, _: Edge) {
        self.counts.max += 1;
        self.open.push("max");
    }
    fn max_end(&mut self, _: f64, _: Option<Direction>) {
        assert_eq!(self.open.pop(), Some("max"));
    }
    fn chance_begin(&mut self, _: Board, edge: Edge, empty: u16, sampled: u16) {
        assert!(matches!(edge, Edge::Move { .. }));
        assert_eq!(sampled & !empty, 0, "sampled cells are empty cells");
        assert!(sampled.count_ones() <= 6);
        self.counts.chance += 1;
        self.open.push("chance");
    }
    fn chance_end(&mut self, value: f64) {
        assert_eq!(self.open.pop(), Some("chance"));
        if self.open.len() == 1 {
            self.root_values.push((Direction::Up, value));
        }
    }
    fn leaf(&mut self, board: Board, _: Edge, breakdown: ScoreBreakdown, value: f64) {
        self.counts.leaves += 1;
        self.leaf_values_match &=
            value == plain_score(board) && breakdown.total(&lookahead::solver::Weights::ARTICLE) == value;
    }
}

#[test]
fn tracing_sees_every_node_and_changes_nothing() {
    let solver = Solver::article();
    let mut game = lookahead::game::Game::new(5);
    for _ in 0..150 {
        let board = game.board();
        let plain: Decision = solver.decide(board, game.decision_seed());
        let mut tracer = Counting { leaf_values_match: true, ..Counting::default() };
        let traced = solver.decide_traced(board, game.decision_seed(), &mut tracer);
        assert_eq!(traced, plain);
        assert_eq!(tracer.counts, plain.nodes);
        assert!(tracer.open.is_empty());
        assert!(tracer.leaf_values_match);
        let root: Vec<f64> = tracer.root_values.iter().map(|(_, v)| *v).collect();
        let legal: Vec<f64> = plain.values.iter().flatten().copied().collect();
        assert_eq!(root, legal);
        match plain.direction {
            Some(direction) => {
                game.play(direction);
            }
            None => break,
        }
    }
}

/// A tracer that need not see every node, so the search may prune; it
/// counts what was pruned.
#[derive(Default)]
struct Pruned(NodeCounts);

impl Tracer for Pruned {
    const SEES_EVERY_NODE: bool = false;

    fn pruned(&mut self, counts: NodeCounts) {
        self.0.leaves += counts.leaves;
        self.0.chance += counts.chance;
        self.0.max += counts.max;
    }
}

/// Along a real game, the search skips leaves and chance nodes that
/// cannot win (so the oracle tests above do test pruning), and its
/// decisions are the unpruned search's, node counts and all. Weights
/// without the bounds pruning needs (a negative smoothness weight, or
/// fractions) prune nothing.
#[test]
fn pruning_skips_work_and_changes_nothing() {
    let configs = [
        (SolverConfig::article(), true),
        (
            SolverConfig { weights: Weights { smoothness: -4_000.0, ..Weights::ARTICLE }, ..SolverConfig::article() },
            false,
        ),
        (SolverConfig { weights: Weights { positional: 1.5, ..Weights::ARTICLE }, ..SolverConfig::article() }, false),
    ];
    for (config, prunes) in configs {
        let solver = Solver::new(config).unwrap();
        let mut game = lookahead::game::Game::new(5);
        let mut pruned = Pruned::default();
        let mut depths = std::collections::BTreeSet::new();
        for _ in 0..400 {
            let (board, seed) = (game.board(), game.decision_seed());
            let decision = solver.decide_traced(board, seed, &mut pruned);
            assert_eq!(decision, solver.decide_traced(board, seed, &mut EveryNode));
            assert_eq!(decision, solver.decide(board, seed));
            depths.insert(decision.depth);
            match decision.direction {
                Some(direction) => {
                    game.play(direction);
                }
                None => break,
            }
        }
        assert!(depths.contains(&3) && depths.contains(&4), "{depths:?}");
        if prunes {
            assert!(pruned.0.leaves > 0 && pruned.0.chance > 0, "{:?}", pruned.0);
        } else {
            assert_eq!(pruned.0, NodeCounts::default());
        }
    }
}

/// Each depth from 1 to 8, searched on crowded boards, gives the naive
/// expectimax's values (the property above draws depths at random; this
/// makes sure every one is reached).
#[test]
fn every_depth_from_one_to_eight_equals_naive_expectimax() {
    let boards = [
        grid([[2, 4, 8, 16], [32, 64, 128, 256], [4, 8, 16, 0], [2, 2, 4, 8]]),
        grid([[1024, 512, 256, 128], [8, 16, 32, 64], [4, 2, 4, 0], [2, 4, 0, 2]]),
    ];
    for depth in 1..=MAX_DEPTH {
        let policy = DepthPolicy {
            open_above: 16,
            open_depth: depth,
            middle_above: 16,
            middle_depth: depth,
            crowded_depth: depth,
        };
        let config = SolverConfig { depth: policy, sample_cap: Some(1), ..SolverConfig::article() };
        let solver = Solver::new(config.clone()).unwrap();
        for (i, board) in boards.into_iter().enumerate() {
            let decision = solver.decide(board, 7);
            assert_eq!(decision.depth, depth);
            assert_eq!(
                decision.values,
                Naive::for_config(&config, 7).root_values(board, depth),
                "depth {depth}, board {i}"
            );
        }
    }
}

/// Game 0 of seed 1, the first game the article's benchmark plays, played
/// move by move by the naive oracle alone: at every position its root
/// values are the solver's to the bit, and its first best move (in the
/// article's order) is the move played. The golden values in
/// `tests/golden.rs` were recorded from the solver; this checks the whole
/// game against an implementation that shares none of its search.
#[test]
fn game_zero_of_seed_one_is_the_naive_oracles_game() {
    let solver = Solver::article();
    let mut game = lookahead::game::Game::new(lookahead::bench::game_seed(1, 0));
    loop {
        let board = game.board();
        let seed = game.decision_seed();
        let decision = solver.decide(board, seed);
        let values = Naive::article(Some(6), seed).root_values(board, decision.depth);
        assert_eq!(decision.values, values, "move {}", game.moves());
        let mut best: Option<(Direction, f64)> = None;
        for direction in Direction::ALL {
            if let Some(value) = values[direction.index()] {
                if best.is_none_or(|(_, b)| value > b) {
                    best = Some((direction, value));
                }
            }
        }
        let Some((direction, _)) = best else { break };
        game.play(direction).expect("a legal move");
    }
    // The game the benchmark's table counts as game 0.
    let record = lookahead::bench::play_game(&solver, 1, 0, &lookahead::bench::SystemClock::new());
    assert_eq!((game.moves(), game.score(), game.board().max_tile()), (record.moves, record.score, record.max_tile));
}
