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
}
