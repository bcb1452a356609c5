//! Text fitted to the page: chart axes whose labels stay apart and
//! readable, gaps that agree with the rounded numbers printed, clipped and
//! capitalised words. (Numbers themselves are written by [`crate::numbers`].)

/// How a category axis writes its labels: in one row, in two staggered
/// rows (alternate labels lower) when one row is too tight for all of them,
/// or, tighter still, every `n`-th label in two rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Labels {
    OneRow,
    TwoRows,
    Every(usize),
}

impl Labels {
    /// For labels each needing `share` categories' room in one row.
    pub fn for_share(share: usize) -> Labels {
        match share {
            0 | 1 => Labels::OneRow,
            2 => Labels::TwoRows,
            n => Labels::Every(n.div_ceil(2)),
        }
    }
}

/// A value axis for values from `low` to `high`: its ends, a little beyond
/// them so that their changes show, and the decimals its labels need (in
/// [`scientific`](crate::numbers::scientific)) for neighbouring labels to differ, however close the
/// values are; a single value gets a range of its own.
pub fn fitted_axis(low: f64, high: f64) -> (f64, f64, usize) {
    let largest = high.abs().max(low.abs());
    if !largest.is_finite() {
        return (low, high, 3);
    }
    let pad = ((high - low) * 0.08).max(largest * 2e-5).max(1.0);
    // A chart puts up to about ten labels on its range: each decimal of the
    // mantissa resolves a tenth of the one before. (Counted in a loop: a
    // logarithm would bring libm's into the page's wasm.)
    let step = (high - low + 2.0 * pad) / 10.0;
    let mut resolved = 1.0;
    while resolved * 10.0 <= largest {
        resolved *= 10.0;
    }
    let mut decimals = 0;
    while resolved > step && decimals < 6 {
        resolved /= 10.0;
        decimals += 1;
    }
    (low - pad, high + pad, decimals.max(3))
}

/// `text` cut to at most `most` characters, an ellipsis marking the cut: a
/// message that quotes a file stays readable whatever the file holds.
pub fn clipped(text: &str, most: usize) -> String {
    match text.char_indices().nth(most) {
        None => text.to_string(),
        Some((end, _)) => format!("{}…", &text[..end]),
    }
}

/// How far `value` falls below `best` as the page prints them: the
/// difference of the two rounded values, so that the printed numbers
/// subtract to the printed gap (the exact gap, rounded, was 1 off in a
/// quarter of a late game's decisions). Two values that print alike keep
/// their exact gap: it is no tie, and must not print as 0.
pub fn shown_gap(best: f64, value: f64) -> f64 {
    let printed = best.round() - value.round();
    if printed >= 1.0 {
        printed
    } else {
        best - value
    }
}

/// `word` (plain ASCII, as direction names are) with its first letter in
/// capitals: "Left". (Unicode's case tables would weigh on the page.)
pub fn capitalised(word: &str) -> String {
    let mut word = word.to_string();
    if let Some(first) = word.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numbers::{group_digits, scientific};

    #[test]
    fn capitalised_raises_the_first_letter_only() {
        assert_eq!(capitalised("left"), "Left");
        assert_eq!(capitalised(""), "");
    }

    /// Labels that need two categories' room each fit in two rows; tighter
    /// ones are thinned as little as two rows allow; none is dropped
    /// while two rows hold them all.
    #[test]
    fn labels_take_a_second_row_before_any_is_left_out() {
        assert_eq!(Labels::for_share(1), Labels::OneRow);
        assert_eq!(Labels::for_share(2), Labels::TwoRows);
        assert_eq!(Labels::for_share(3), Labels::Every(2));
        assert_eq!(Labels::for_share(4), Labels::Every(2));
        assert_eq!(Labels::for_share(5), Labels::Every(3));
    }

    #[test]
    fn printed_values_subtract_to_the_printed_gap() {
        // Seed 139's values after ↓ → ↓ ← ↓: the exact gap rounds to …558.
        let (best, value) = (10_740_075_782.4, 4_645_364_224.6);
        assert_eq!(group_digits(best - value), "6,094,711,558");
        assert_eq!(group_digits(shown_gap(best, value)), "6,094,711,557");
        assert_eq!(shown_gap(5.0, 5.0), 0.0);
        assert_eq!(shown_gap(10.4, 10.1), 10.4 - 10.1, "both print 10: exact, never 0");
        assert_eq!(shown_gap(10.6, 10.2), 1.0, "printed 11 and 10, though 0.4 apart");
        assert_eq!(shown_gap(10.6, 9.7), 1.0, "printed 11 and 10");
        // Never a tie in print for values at least 1 apart.
        for (best, value) in [(10.4, 9.4), (10.5, 9.5), (3.0, 1.9), (-1.5, -2.5)] {
            assert!(shown_gap(best, value) >= 1.0, "{best} {value}");
        }
    }

    #[test]
    fn clips_long_text_at_a_character() {
        assert_eq!(clipped("abc", 3), "abc");
        assert_eq!(clipped("abcd", 3), "abc…");
        assert_eq!(clipped("ééééé", 2), "éé…");
    }

    /// Ten steps over a fitted axis read as eleven different labels, for
    /// one value, close values and values far apart.
    #[test]
    fn a_fitted_axis_keeps_its_labels_apart() {
        for (low, high) in [(7.229e9, 7.229e9), (5.5e11, 5.5e11 + 3.0), (1.0e9, 5.0e9), (42.0, 42.0), (-3.0e9, -3.0e9)]
        {
            let (bottom, top, decimals) = fitted_axis(low, high);
            assert!(bottom < low && high < top);
            let labels: Vec<String> =
                (0..=10).map(|k| scientific(bottom + (top - bottom) * f64::from(k) / 10.0, decimals)).collect();
            let distinct: std::collections::HashSet<&String> = labels.iter().collect();
            assert_eq!(distinct.len(), 11, "{labels:?}");
        }
        assert_eq!(fitted_axis(1.0e9, 5.0e9).2, 3, "three decimals where they are enough");
        assert_eq!(fitted_axis(0.0, f64::INFINITY).2, 3, "no endless loop on a value that is not finite");
    }
}
