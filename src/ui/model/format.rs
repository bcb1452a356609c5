//! Numbers as the page prints them: digits grouped in thousands, and a true
//! minus sign (U+2212), never a hyphen, before a negative number.

use crate::solver::describe::number;

/// The sign the page writes before a negative number.
pub const MINUS: char = '−';

/// A number rounded to a whole one, its digits grouped: "−1,234,567".
pub fn group_digits(value: f64) -> String {
    if !value.is_finite() {
        return value.to_string();
    }
    let rounded = value.round();
    let digits = format!("{:.0}", rounded.abs());
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 3);
    if rounded < 0.0 {
        out.push(MINUS);
    }
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// A parameter as set, fractions kept ("0.5", "200,000", "−4,000"): what
/// [`number`] prints, with the page's minus sign.
pub fn parameter(value: f64) -> String {
    // Every minus, the exponent's too ("1e−7").
    number(value).replace('-', &MINUS.to_string())
}

/// A number in powers of ten, `decimals` digits after the point, as a reader
/// writes it: "4.298 × 10⁹", "−1.500 × 10⁻³".
pub fn scientific(value: f64, decimals: usize) -> String {
    const RAISED: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let text = format!("{:.decimals$e}", value.abs());
    let Some((mantissa, exponent)) = text.split_once('e') else { return text };
    let mut out = String::with_capacity(text.len() + 16);
    if value < 0.0 {
        out.push(MINUS);
    }
    out.push_str(mantissa);
    out.push_str(" × 10");
    for c in exponent.chars() {
        out.push(match c.to_digit(10) {
            Some(digit) => RAISED[digit as usize],
            None => '⁻',
        });
    }
    out
}

/// A share (0 to 1) as a percentage readable at any size, with two significant
/// digits below 1% ("93.1%", "0.030%", "0.0027%", "0%"). A share short of
/// the whole never reads as 100%.
pub fn percent(share: f64) -> String {
    let p = 100.0 * share;
    if p == 0.0 || p == 100.0 {
        return format!("{p:.0}%");
    }
    // From 0.995% on, two digits are "1.0" and up.
    if p >= 0.995 {
        let text = format!("{p:.1}");
        return if text == "100.0" { format!("{:.2}%", p.min(99.99)) } else { format!("{text}%") };
    }
    if p < 1e-6 {
        return "<0.000001%".into();
    }
    // Digits after the point for two significant ones (a loop, where a
    // logarithm would bring a maths library into the page).
    let (mut decimals, mut floor) = (2, 0.1);
    while p < floor {
        decimals += 1;
        floor /= 10.0;
    }
    // Rounding can carry into the next power of ten (0.0999 → 0.100):
    // then one digit fewer keeps two.
    if (p * 10f64.powi(decimals as i32)).round() >= 100.0 {
        decimals -= 1;
    }
    format!("{p:.decimals$}%")
}

/// [`percent`] in at most seven characters, for a board's cell: a share
/// under 0.001% reads "<0.001%" ("<0.000001%" and "0.0000051%" ran past
/// the cell's edges). The sentence about the cell keeps every digit.
pub fn cell_percent(share: f64) -> String {
    if share > 0.0 && 100.0 * share < 0.001 {
        "<0.001%".into()
    } else {
        percent(share)
    }
}

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
/// [`scientific`]) for neighbouring labels to differ, however close the
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

pub use crate::solver::describe::count;

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
    fn writes_powers_of_ten_as_a_reader_would() {
        assert_eq!(scientific(4_297_832_832.0, 3), "4.298 × 10⁹");
        assert_eq!(scientific(-0.0015, 1), "−1.5 × 10⁻³");
        assert_eq!(scientific(123_456_789_012.0, 2), "1.23 × 10¹¹");
        assert_eq!(scientific(7.0, 0), "7 × 10⁰");
        assert_eq!(scientific(45_678.0, 1), "4.6 × 10⁴");
        assert_eq!(scientific(5e67, 0), "5 × 10⁶⁷");
        assert_eq!(scientific(8e-8, 0), "8 × 10⁻⁸");
    }

    #[test]
    fn groups_digits() {
        assert_eq!(group_digits(0.0), "0");
        assert_eq!(group_digits(999.4), "999");
        assert_eq!(group_digits(1000.0), "1,000");
        assert_eq!(group_digits(9_725_022_704.000_002), "9,725,022,704");
        assert_eq!(group_digits(-1_234_567.0), "−1,234,567");
        assert_eq!(group_digits(-0.4), "0", "no sign on a number that rounds to zero");
    }

    #[test]
    fn counts_agree_with_their_nouns() {
        assert_eq!(count(1, "cell", "cells"), "1 cell");
        assert_eq!(count(0, "cell", "cells"), "0 cells");
        assert_eq!(count(12_000, "max node", "max nodes"), "12,000 max nodes");
    }

    #[test]
    fn parameters_keep_their_fractions() {
        assert_eq!(parameter(0.5), "0.5");
        assert_eq!(parameter(200_000.0), "200,000");
        assert_eq!(parameter(-4_000.0), "−4,000");
        assert_eq!(parameter(-0.25), "−0.25");
        assert_eq!(parameter(1e-7), "1e−7");
    }

    #[test]
    fn shares_keep_two_significant_digits_and_never_round_to_the_whole() {
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(1.0), "100%");
        assert_eq!(percent(0.931), "93.1%");
        assert_eq!(percent(0.9997), "99.97%");
        assert_eq!(percent(0.999_999_9), "99.99%");
        assert_eq!(percent(0.0003), "0.030%");
        assert_eq!(percent(0.000_027), "0.0027%");
        assert_eq!(percent(0.005), "0.50%");
        assert_eq!(percent(1e-12), "<0.000001%");
        // In a cell, seven characters at most.
        for share in [1e-12, 5.1e-8, 9.9e-6, 5.2e-5, 0.0003, 0.013, 0.853, 0.9997, 1.0, 0.0] {
            assert!(cell_percent(share).chars().count() <= 7, "{share}: {}", cell_percent(share));
        }
        assert_eq!(cell_percent(5.1e-8), "<0.001%");
        assert_eq!(cell_percent(1e-5), "0.0010%");
        assert_eq!(cell_percent(5.2e-5), percent(5.2e-5));
        // Where rounding carries into the next power of ten.
        assert_eq!(percent(0.000_999), "0.10%");
        assert_eq!(percent(0.009_999), "1.0%");
        assert_eq!(percent(0.009_949), "0.99%");
        assert_eq!(percent(0.01), "1.0%");
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
