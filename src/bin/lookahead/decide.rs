//! `lookahead decide`: one decision on a given board.

use crate::args::DecideOptions;
use lookahead::game::{parse_board, Direction};
use lookahead::solver::Solver;
use serde_json::json;

pub fn run(options: DecideOptions) -> Result<(), String> {
    let board = parse_board(&options.board).map_err(|e| format!("--board: {e}"))?;
    let (_, config) = options.solver.config()?;
    let solver = Solver::new(config).map_err(|e| e.to_string())?;
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
