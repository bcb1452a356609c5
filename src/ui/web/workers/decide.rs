//! Deciding a list of positions in the solver's Web Workers (the
//! post-mortem's positions, the sampling variance's seeds), through
//! [`run_orders`]. The workers search without the page's node budget: a
//! long search holds up only them, and Cancel ends it; on the page, a
//! search too large for it stops the run and says where.

use crate::game::Board;
use crate::solver::{Decision, Solver, ValidConfig, MOST_NODES};
use crate::ui::model::{DecideOrder, WorkerOrder, WorkerReply};
use crate::ui::web::kit::long_task::LongTask;
use crate::ui::web::workers::orders::{run_orders, Orders};

/// A position to decide: its board and the sampling seed.
pub type BoardAndSeed = (Board, u64);

/// Decides every position under `config` and hands the decisions, in the
/// positions' order, to `finish`; `describe` names a position in a message
/// ("move 12", "seed 3").
pub fn decide_all(
    work: LongTask,
    config: ValidConfig,
    positions: Vec<BoardAndSeed>,
    describe: impl Fn(usize) -> String + 'static,
    finish: impl FnOnce(Vec<Decision>) + 'static,
) {
    let orders = positions
        .iter()
        .enumerate()
        .map(|(index, &(board, seed))| {
            WorkerOrder::Decide(DecideOrder { config: config.clone().into_inner(), board: board.raw(), seed, index })
        })
        .collect();
    let solver = Solver::from_valid(config);
    let on_page = move |i: usize| {
        let (board, seed) = positions[i];
        solver
            .decide_within(board, seed, MOST_NODES as u64)
            .map_err(|too_large| format!("Stopped at {}: {too_large}.", describe(i)))
    };
    let take = |reply| match reply {
        WorkerReply::Decided(decided) => Some((decided.index, decided.decision)),
        _ => None,
    };
    run_orders(work, Orders { orders, take, on_page: Box::new(on_page) }, finish);
}
