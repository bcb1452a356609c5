//! Gaps between moves' values on a human scale. Late in a game the values
//! run to trillions and a decision can turn on their last digits: a reader
//! cannot weigh "−15,706,320" against "−98,354,697,649". So a gap is also
//! said in a unit a reader can picture ([`gap_in_units`]): empty cells (one
//! empty cell is worth the empty-cell weight) while the gap is at most a
//! board's worth of them, else a share of the best value (never "6,604
//! empty cells" on a board of 16); a gap tiny beside the values is named a
//! near-tie, and the bars are scaled to the moves that are close enough to
//! matter, with a move far below marked as off the scale.

use crate::analysis::review::NEAR_TIE;
use crate::numbers::{group_digits, percent};
use crate::solver::CELLS;

/// A gap more than this many times the second-nearest is off the bars' scale.
const OFF_SCALE: f64 = 10.0;

/// `gap` in empty cells ("about 7.9 empty cells"), when empty cells are
/// worth something under these settings (`empty_weight` > 0) and the gap
/// is no more than a board's worth of them.
pub fn in_empty_cells(gap: f64, empty_weight: f64) -> Option<String> {
    if !(empty_weight > 0.0 && gap.is_finite() && gap > 0.0) {
        return None;
    }
    let cells = gap / empty_weight;
    if cells > f64::from(CELLS) {
        return None;
    }
    Some(if cells >= 9.95 {
        let whole = cells.round();
        format!("about {} empty cells", group_digits(whole))
    } else if cells >= 0.995 {
        let tenths = (cells * 10.0).round() / 10.0;
        if tenths == 1.0 {
            "about 1 empty cell".to_string()
        } else {
            format!("about {tenths} empty cells")
        }
    } else if cells >= 0.01 {
        format!("about {} of an empty cell", (cells * 100.0).round() / 100.0)
    } else {
        "less than a hundredth of an empty cell".to_string()
    })
}

/// `gap` below `best` in a unit a reader can picture: empty cells while
/// they fit on a board ([`in_empty_cells`]), else its share of the best
/// value ("2.1%", to be read as "2.1% less"). `None` for no gap.
pub fn gap_in_units(best: f64, gap: f64, empty_weight: f64) -> Option<String> {
    if !(gap.is_finite() && gap > 0.0) {
        return None;
    }
    in_empty_cells(gap, empty_weight).or_else(|| {
        let share = gap / best.abs();
        share.is_finite().then(|| percent(share.min(1.0)))
    })
}

/// "a near-tie: the two differ by 0.000002%" when `gap` is under
/// [`NEAR_TIE`] of the `best` value (and not nothing: an exact tie is a
/// tie, which the tie rule settles).
pub fn near_tie(best: f64, gap: f64) -> Option<String> {
    let share = gap / best.abs();
    (gap > 0.0 && share.is_finite() && share < NEAR_TIE)
        .then(|| format!("a near-tie: the two differ by {}%", one_figure(100.0 * share)))
}

/// `x` (positive) to one significant figure, in plain decimals:
/// 0.000002, 0.03, 4.
fn one_figure(x: f64) -> String {
    let places = (-x.log10().floor()).max(0.0) as usize;
    format!("{x:.places$}")
}

/// The bars' scale for these gaps below the best (`None`: an illegal
/// move): up to the largest gap within [`OFF_SCALE`] times the second
/// smallest gap that is not a tie (the smallest may be a near-tie, which
/// would make every other move a full bar); gaps beyond it are off the
/// scale. 0 when every legal move ties.
pub fn bar_scale(gaps: &[Option<f64>]) -> f64 {
    let mut apart: Vec<f64> = gaps.iter().flatten().copied().filter(|&g| g > 0.0).collect();
    // (By hand: at most four moves, and no sort monomorphised for the page.)
    let Some(nearest) = take_least(&mut apart) else { return 0.0 };
    let reference = take_least(&mut apart).unwrap_or(nearest);
    gaps.iter().flatten().copied().filter(|&g| g <= OFF_SCALE * reference).fold(0.0, f64::max)
}

/// Removes and returns the least of `xs`.
fn take_least(xs: &mut Vec<f64>) -> Option<f64> {
    let (at, _) = xs.iter().enumerate().min_by(|a, b| a.1.total_cmp(b.1))?;
    Some(xs.swap_remove(at))
}

/// Whether `gap` lies beyond the bars' `scale` (drawn full, and marked).
pub fn off_scale(gap: f64, scale: f64) -> bool {
    gap > scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_in_empty_cells() {
        // The article's weight: one empty cell is worth 200,000.
        assert_eq!(in_empty_cells(2_306_320.0, 200_000.0).as_deref(), Some("about 12 empty cells"));
        assert_eq!(in_empty_cells(3_200_000.0, 200_000.0).as_deref(), Some("about 16 empty cells"));
        // More empty cells than a board has: no count.
        assert_eq!(in_empty_cells(3_200_001.0, 200_000.0), None);
        assert_eq!(in_empty_cells(98_354_697_649.0, 200_000.0), None);
        assert_eq!(in_empty_cells(480_000.0, 200_000.0).as_deref(), Some("about 2.4 empty cells"));
        assert_eq!(in_empty_cells(200_000.0, 200_000.0).as_deref(), Some("about 1 empty cell"));
        assert_eq!(in_empty_cells(73_000.0, 200_000.0).as_deref(), Some("about 0.37 of an empty cell"));
        assert_eq!(in_empty_cells(29_659.0, 200_000.0).as_deref(), Some("about 0.15 of an empty cell"));
        assert_eq!(in_empty_cells(1_000.0, 200_000.0).as_deref(), Some("less than a hundredth of an empty cell"));
        // No unit when empty cells are worth nothing, nor for no gap.
        assert_eq!(in_empty_cells(5.0, 0.0), None);
        assert_eq!(in_empty_cells(0.0, 200_000.0), None);
    }

    /// A gap is never a count the board cannot hold: past 16 empty cells it
    /// is a share of the best value.
    #[test]
    fn gaps_in_units_a_reader_can_picture() {
        assert_eq!(gap_in_units(1e9, 480_000.0, 200_000.0).as_deref(), Some("about 2.4 empty cells"));
        // Move 822's far move: 98 billion below 1.25 trillion.
        assert_eq!(gap_in_units(1_246_196_206_682.0, 98_354_697_649.0, 200_000.0).as_deref(), Some("7.9%"));
        assert_eq!(gap_in_units(1e12, 1_320_800_000.0, 200_000.0).as_deref(), Some("0.13%"));
        // Without an empty-cell weight, always a share.
        assert_eq!(gap_in_units(1_000.0, 5.0, 0.0).as_deref(), Some("0.50%"));
        assert_eq!(gap_in_units(1_000.0, 0.0, 200_000.0), None);
        for gap in [1e3, 1e6, 3.2e6, 3.3e6, 1e9, 1e12] {
            let said = gap_in_units(2e12, gap, 200_000.0).unwrap();
            if let Some(cells) = said.strip_suffix(" empty cells").or_else(|| said.strip_suffix(" empty cell")) {
                let n: f64 = cells.trim_start_matches("about ").parse().unwrap_or(0.0);
                assert!(n <= 16.0, "{said}");
            }
        }
    }

    #[test]
    fn near_ties_are_named() {
        // The decision at move 822: 29,659 out of 1,246,196,206,682.
        assert_eq!(near_tie(1_246_196_206_682.0, 29_659.0).as_deref(), Some("a near-tie: the two differ by 0.000002%"));
        assert_eq!(near_tie(1_000_000.0, 50.0).as_deref(), Some("a near-tie: the two differ by 0.005%"));
        // A hundredth of a percent and more is not a near-tie; nor is a tie.
        assert_eq!(near_tie(1_000_000.0, 100.0), None);
        assert_eq!(near_tie(1_000_000.0, 0.0), None);
        assert_eq!(near_tie(0.0, 5.0), None);
    }

    #[test]
    fn bars_are_scaled_to_the_moves_that_matter() {
        // Three moves close, one far below: the far one is off the scale.
        let gaps = [Some(0.0), Some(5_000_000.0), Some(15_706_320.0), Some(98_354_697_649.0)];
        assert_eq!(bar_scale(&gaps), 15_706_320.0);
        assert!(off_scale(98_354_697_649.0, bar_scale(&gaps)));
        assert!(!off_scale(15_706_320.0, bar_scale(&gaps)));
        // A near-tie does not set the scale: the next gap does, and the
        // move far below is off it (the decision at move 822).
        let gaps = [Some(0.0), Some(29_659.0), Some(15_706_320.0), Some(98_354_697_649.0)];
        assert_eq!(bar_scale(&gaps), 15_706_320.0);
        assert!(!off_scale(29_659.0, bar_scale(&gaps)));
        assert!(off_scale(98_354_697_649.0, bar_scale(&gaps)));
        // All within ten times the runner-up's gap: the widest is the scale.
        assert_eq!(bar_scale(&[Some(0.0), Some(1.0), Some(9.5), None]), 9.5);
        // Every legal move ties, or only one is legal.
        assert_eq!(bar_scale(&[Some(0.0), None, Some(0.0)]), 0.0);
        assert_eq!(bar_scale(&[Some(0.0), None, None, None]), 0.0);
    }
}
