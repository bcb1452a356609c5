//! The ranges a reader may set the solver's parameters in, the same in the
//! article's sentences and on the Heuristic view.

/// The lowest smoothness weight a reader may set (a negative weight
/// rewards rough boards, which is worth trying).
pub const LEAST_SMOOTHNESS_WEIGHT: f64 = -crate::solver::MAX_WEIGHT;
