//! Criterion benchmarks of the hot paths: one move, one heuristic
//! evaluation, one decision at each depth the article's policy uses (and
//! the same decision split by term, as Autoplay's strip runs it), and
//! recording a decision's whole tree (at each depth, and the `deeper`
//! preset's search of a late position), with the tree's bytes per node.
//!
//! `cargo bench` runs them; the figures go in notes, never in tests.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use lookahead::analysis::decided_by::split;
use lookahead::game::{parse_board, Board, Direction};
use lookahead::solver::{Preset, Replay, SearchTree, Solver};

/// Positions from a real game by the article's solver, one per depth: the
/// first board seen at each depth in game 0 of seed 1 (past move 200 for
/// depths 4 and 5, so they look mid-game), as the game was dealt before
/// 2026-12-03, under PCG-64 MCG. Written out, so the benchmark measures the
/// same positions whatever the random stream deals.
fn boards_by_depth() -> Vec<(u8, Board)> {
    [
        (3, "0,2,0,0,0,0,0,0,0,0,2,0,0,0,0,0"),
        (4, "0,0,0,2,0,2,0,0,8,16,256,2,8,2,128,8"),
        (5, "0,2,0,2,0,2,4,2,8,256,4,2,32,2,128,16"),
    ]
    .into_iter()
    .map(|(depth, faces)| (depth, parse_board(faces).expect("a board")))
    .collect()
}

fn moves_and_heuristic(c: &mut Criterion) {
    let board = parse_board("2,4,8,16,0,2,0,4,32,0,64,0,128,256,512,1024").unwrap();
    for direction in Direction::ALL {
        c.bench_function(&format!("slide {direction}"), |b| b.iter(|| black_box(board).slide(direction)));
    }
    let solver = Solver::article();
    c.bench_function("heuristic score", |b| b.iter(|| solver.heuristic().score(black_box(board))));
}

fn decisions(c: &mut Criterion) {
    let solver = Solver::article();
    for (depth, board) in boards_by_depth() {
        assert_eq!(solver.depth_for(board), depth);
        let mut seed = 0u64;
        c.bench_function(&format!("decide depth {depth} ({} empty)", board.empty_count()), |b| {
            b.iter(|| {
                seed += 1;
                solver.decide(black_box(board), seed)
            })
        });
    }
}

/// The search Autoplay runs to note which term decided each move (it sees
/// every node, so it goes without the memo and pruning), beside the plain
/// decision of the same boards.
fn splits(c: &mut Criterion) {
    let solver = Solver::article();
    for (depth, board) in boards_by_depth() {
        let mut seed = 0u64;
        c.bench_function(&format!("split by term, depth {depth} ({} empty)", board.empty_count()), |b| {
            b.iter(|| {
                seed += 1;
                split(&solver, black_box(board), seed)
            })
        });
    }
}

fn recordings(c: &mut Criterion) {
    let article = Solver::article();
    let deeper = Solver::new(Preset::Deeper.config()).unwrap();
    let late = parse_board("2,4,8,2,4,8,2,0,2,16,0,0,128,256,512,4").unwrap();
    let mut cases: Vec<(String, &Solver, Board)> = boards_by_depth()
        .into_iter()
        .map(|(depth, board)| (format!("record depth {depth} ({} empty)", board.empty_count()), &article, board))
        .collect();
    cases.push(("record depth 5, late position".to_string(), &article, late));
    cases.push(("record deeper preset, late position".to_string(), &deeper, late));
    for (name, solver, board) in cases {
        let tree = SearchTree::record(solver, board, 3).unwrap();
        let replay = Replay::new(&tree);
        let replay_bytes = std::mem::size_of_val(replay.steps()) + 4 * tree.len();
        eprintln!(
            "{name}: {} nodes, {} bytes per node in the tree, {} more for its replay",
            tree.len(),
            SearchTree::BYTES_PER_NODE,
            replay_bytes / tree.len()
        );
        c.bench_function(&name, |b| b.iter(|| SearchTree::record(solver, black_box(board), 3)));
    }
}

criterion_group!(benches, moves_and_heuristic, decisions, splits, recordings);
criterion_main!(benches);
