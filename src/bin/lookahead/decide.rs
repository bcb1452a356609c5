//! `lookahead decide` and `lookahead tree`: one decision on a given board,
//! and the whole search behind it.

use crate::args::DecideOptions;
use lookahead::game::{parse_board, Board, Direction};
use lookahead::solver::{SearchTree, Solver};
use serde_json::json;

fn board_and_solver(options: &DecideOptions) -> Result<(Board, Solver), String> {
    let board = parse_board(&options.board).map_err(|e| format!("--board: {e}"))?;
    let (_, config) = options.solver.config()?;
    let solver = Solver::new(config).map_err(|e| e.to_string())?;
    Ok((board, solver))
}

/// Records the search tree: JSON in the page's import format, or a summary.
pub fn tree(options: DecideOptions) -> Result<(), String> {
    let (board, solver) = board_and_solver(&options)?;
    let tree = SearchTree::record(&solver, board, options.seed).map_err(|e| e.to_string())?;
    if options.json {
        println!("{}", tree.to_json());
        return Ok(());
    }
    print!("{board}\n");
    println!("depth {} ({})", tree.decision().depth, solver.config().depth.explain(board.empty_count()));
    for (layer, count) in tree.nodes_per_layer().iter().enumerate() {
        println!("  layer {}: {count} nodes", layer + 1);
    }
    println!("{} nodes in all; the root's moves:", tree.len());
    for child in tree.children(0) {
        let node = tree.node(child);
        let lookahead::solver::Edge::Move { direction } = node.edge else { continue };
        let chosen = if tree.root().best == Some(direction) { "  <- best" } else { "" };
        println!("  {:<5} {}  {:>24.1}{chosen}", direction.name(), direction.arrow(), node.value);
    }
    Ok(())
}

pub fn run(options: DecideOptions) -> Result<(), String> {
    let (board, solver) = board_and_solver(&options)?;
    let decision = solver.decide(board, options.seed);
    if options.json {
        let values: serde_json::Map<String, serde_json::Value> =
            Direction::ALL.iter().map(|&d| (d.name().to_string(), json!(decision.value(d)))).collect();
        let out = json!({
            "direction": decision.direction.map(Direction::name),
            "depth": decision.depth,
            "values": values,
            "nodes": decision.nodes,
        });
        println!("{out}");
    } else {
        print!("{board}\n");
        let reason = solver.config().depth.explain(board.empty_count());
        println!("depth {} ({reason})", decision.depth);
        for direction in solver.config().move_order {
            let chosen = if decision.direction == Some(direction) { "  <- best" } else { "" };
            match decision.value(direction) {
                Some(value) => println!("  {:<5} {}  {value:>24.1}{chosen}", direction.name(), direction.arrow()),
                None => println!("  {:<5} {}  {:>24}", direction.name(), direction.arrow(), "illegal"),
            }
        }
        match decision.direction {
            Some(direction) => println!("play {direction}"),
            None => println!("no legal move: the game is over"),
        }
        let n = decision.nodes;
        println!("nodes: {} max, {} chance, {} leaves", n.max, n.chance, n.leaves);
    }
    Ok(())
}
