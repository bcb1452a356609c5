//! `lookahead decide` and `lookahead tree`: one decision on a given board,
//! and the whole search behind it.

use crate::args::{DecideOptions, PostmortemOptions};
use lookahead::analysis::postmortem::{last_positions, Review};
use lookahead::game::{parse_board, Board, Direction, Game};
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
    println!("depth {} ({})", tree.decision().depth, solver.config().depth.reason(board.empty_count()));
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
        let reason = solver.config().depth.reason(board.empty_count());
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

/// `lookahead postmortem`: the page's "Where was it lost?" for a game the
/// article's solver played from `--seed`.
pub fn postmortem(options: PostmortemOptions) -> Result<(), String> {
    let (name, config) = options.solver.config()?;
    let strong = Solver::new(config).map_err(|e| e.to_string())?;
    let article = Solver::article();
    let start = Game::new(options.seed);
    let mut game = start.clone();
    let mut line = Vec::new();
    while let Some(direction) = article.decide(game.board(), game.decision_seed()).direction {
        game.play(direction);
        line.push(direction);
    }
    let reviews: Vec<Review> = last_positions(start, &line, options.last)
        .into_iter()
        .map(|position| Review { position, decision: strong.decide(position.board, position.seed) })
        .collect();
    let divergent: Vec<&Review> = reviews.iter().filter(|r| r.diverges()).collect();
    if options.json {
        let rows: Vec<serde_json::Value> = divergent
            .iter()
            .map(|r| {
                json!({
                    "move": r.position.index + 1,
                    "played": r.position.played.name(),
                    "stronger": r.decision.direction.map(Direction::name),
                    "gap": r.gap(),
                })
            })
            .collect();
        let out = json!({ "seed": options.seed, "moves": line.len(), "solver": name, "reviewed": reviews.len(), "divergent": rows });
        println!("{out}");
    } else {
        println!("game from seed {}: {} moves, largest tile {}", options.seed, line.len(), game.board().max_tile());
        println!("the last {} positions decided again by {name}: {} played otherwise", reviews.len(), divergent.len());
        for r in divergent {
            let stronger = r.decision.direction.map_or("-", Direction::name);
            println!(
                "  move {:>5}: played {:<5} {name} plays {stronger:<5} (cost {:.1})",
                r.position.index + 1,
                r.position.played.name(),
                r.gap()
            );
        }
    }
    Ok(())
}
