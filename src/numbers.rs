//! Numbers in words and figures, for the library, the command line and the
//! page alike: a parameter as set ([`number`], [`parameter`]), a measured
//! value rounded and grouped ([`group_digits`]), a count with its noun, a
//! share or a probability as a percentage, powers of ten. The page writes a
//! true minus sign (U+2212, [`MINUS`]); the command line's plain text keeps
//! the hyphen.

use crate::digits;

/// A parameter as prose prints it: whole numbers with thousands separators
/// ("200,000"), fractions with as few digits as show them exactly enough
/// ("0.1", "0.25", "1.5").
pub fn number(value: f64) -> String {
    if !value.is_finite() {
        return digits::display(value);
    }
    if value == value.trunc() && value.abs() < 1e15 {
        return grouped(value as i64);
    }
    let text = digits::fixed(value, 6);
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" || text == "0" {
        digits::exponential(value)
    } else {
        text.to_string()
    }
}

fn grouped(value: i64) -> String {
    with_commas(&value.unsigned_abs().to_string(), if value < 0 { "-" } else { "" })
}

/// `digits` after `sign`, a comma between each group of three.
fn with_commas(digits: &str, sign: &str) -> String {
    let mut out = String::with_capacity(sign.len() + digits.len() + digits.len() / 3);
    out.push_str(sign);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A whole number, its digits grouped: "1,234,567" (as [`number`] writes
/// it, without the float formatting that needs).
pub fn whole(n: u64) -> String {
    with_commas(&n.to_string(), "")
}

/// A count and its noun, the noun in the plural unless the count is one:
/// "1 cell", "3 cells", "1,234 nodes".
pub fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", number(n as f64), if n == 1 { one } else { many })
}

/// A probability as a percentage, every digit kept: 0.9 → "90%", 0.125 →
/// "12.5%" (for a parameter; a measured share reads [`percent`]).
pub fn exact_percent(probability: f64) -> String {
    format!("{}%", number((probability * 100.0 * 1e6).round() / 1e6))
}

/// The sign the page writes before a negative number.
pub const MINUS: char = '−';
const MINUS_TEXT: &str = "−";

/// A number rounded to a whole one, its digits grouped: "−1,234,567".
pub fn group_digits(value: f64) -> String {
    if !value.is_finite() {
        return digits::display(value);
    }
    let rounded = value.round();
    // A whole number below 2^64 (every value the page shows) is written
    // by the integer's own digits, not through the exact-digits path: the
    // search tree writes one per node it shows.
    let whole = if rounded.abs() < 18_446_744_073_709_551_616.0 {
        (rounded.abs() as u64).to_string()
    } else {
        digits::fixed(rounded.abs(), 0)
    };
    with_commas(&whole, if rounded < 0.0 { MINUS_TEXT } else { "" })
}

/// A parameter as set, fractions kept ("0.5", "200,000", "−4,000"): what
/// [`number`] prints, with the page's minus sign.
pub fn parameter(value: f64) -> String {
    // Every minus, the exponent's too ("1e−7").
    number(value).replace('-', MINUS_TEXT)
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
        return format!("{}%", digits::fixed(p, 0));
    }
    // From 0.995% on, two digits are "1.0" and up.
    if p >= 0.995 {
        let text = digits::fixed(p, 1);
        return if text == "100.0" { format!("{}%", digits::fixed(p.min(99.99), 2)) } else { format!("{text}%") };
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
    format!("{}%", digits::fixed(p, decimals))
}

/// A percentage already multiplied out, to a fixed number of decimals: a
/// table's column or a sentence that states its precision ("93.1%" at one,
/// "12%" at none). The caller multiplies by 100 where it always has, so a
/// figure rounds as before.
pub fn fixed_percent(percentage: f64, decimals: usize) -> String {
    format!("{}%", digits::fixed(percentage, decimals))
}

/// `part` of `whole` as [`fixed_percent`], an empty whole read as one (a
/// count of nothing is 0%, not NaN).
pub fn share_percent(part: f64, whole: f64, decimals: usize) -> String {
    fixed_percent(100.0 * part / if whole == 0.0 { 1.0 } else { whole }, decimals)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_written() {
        assert_eq!(number(200_000.0), "200,000");
        assert_eq!(number(4_000.0), "4,000");
        assert_eq!(number(1.0), "1");
        assert_eq!(number(0.1), "0.1");
        assert_eq!(number(0.25), "0.25");
        assert_eq!(number(1.5), "1.5");
        assert_eq!(number(-4_000.0), "-4,000");
        assert_eq!(number(1e-9), "1e-9");
        assert_eq!(exact_percent(0.9), "90%");
        assert_eq!(exact_percent(0.125), "12.5%");
    }

    #[test]
    fn fixed_percentages_round_to_their_decimals() {
        assert_eq!(fixed_percent(93.149, 1), "93.1%");
        assert_eq!(fixed_percent(12.5, 0), "12%");
        assert_eq!(fixed_percent(0.125, 2), "0.12%");
        assert_eq!(share_percent(1.0, 3.0, 1), "33.3%");
        assert_eq!(share_percent(2.0, 3.0, 0), "67%");
        assert_eq!(share_percent(0.0, 0.0, 0), "0%");
        // 100·a/b, not 100·(a/b): the figures the tables printed before.
        assert_eq!(share_percent(7.0, 40.0, 3), format!("{:.3}%", 100.0 * 7.0 / 40.0));
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
    fn whole_numbers_are_grouped_as_number_groups_them() {
        for n in [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789_012, 999_999_999_999_999] {
            assert_eq!(whole(n), number(n as f64), "{n}");
        }
        assert_eq!(whole(1_234_567), "1,234,567");
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
    fn writes_powers_of_ten_as_a_reader_would() {
        assert_eq!(scientific(4_297_832_832.0, 3), "4.298 × 10⁹");
        assert_eq!(scientific(-0.0015, 1), "−1.5 × 10⁻³");
        assert_eq!(scientific(123_456_789_012.0, 2), "1.23 × 10¹¹");
        assert_eq!(scientific(7.0, 0), "7 × 10⁰");
        assert_eq!(scientific(45_678.0, 1), "4.6 × 10⁴");
        assert_eq!(scientific(5e67, 0), "5 × 10⁶⁷");
        assert_eq!(scientific(8e-8, 0), "8 × 10⁻⁸");
    }
}
