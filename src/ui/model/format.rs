//! Numbers as the page prints and draws them.

/// `1234567.8` → `"1,234,568"`: whole numbers with thousands separators.
pub fn group_digits(value: f64) -> String {
    if !value.is_finite() {
        return value.to_string();
    }
    let rounded = value.round();
    let digits = format!("{:.0}", rounded.abs());
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if rounded < 0.0 {
        out.push('-');
    }
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Bar lengths (percent) for the root values of a decision: the best move
/// gets 100%, the worst legal move 25%, the rest in proportion between, so
/// that moves whose values differ by a fraction of a percent still look
/// different. Illegal moves get no bar.
pub fn bar_widths(values: &[Option<f64>; 4]) -> [Option<f64>; 4] {
    let legal = values.iter().flatten();
    let high = legal.clone().copied().fold(f64::NEG_INFINITY, f64::max);
    let low = legal.copied().fold(f64::INFINITY, f64::min);
    values.map(|value| value.map(|v| if high > low { 25.0 + 75.0 * (v - low) / (high - low) } else { 100.0 }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_digits() {
        assert_eq!(group_digits(0.0), "0");
        assert_eq!(group_digits(999.4), "999");
        assert_eq!(group_digits(1000.0), "1,000");
        assert_eq!(group_digits(9_725_022_704.000_002), "9,725,022,704");
        assert_eq!(group_digits(-1_234_567.0), "-1,234,567");
    }

    #[test]
    fn bars_span_from_worst_to_best() {
        let widths = bar_widths(&[Some(10.0), None, Some(20.0), Some(15.0)]);
        assert_eq!(widths, [Some(25.0), None, Some(100.0), Some(62.5)]);
        assert_eq!(bar_widths(&[Some(3.0), None, None, None]), [Some(100.0), None, None, None]);
        assert_eq!(bar_widths(&[None; 4]), [None; 4]);
    }
}
