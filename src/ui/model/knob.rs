//! One reader for every solver setting typed into a field (the article's
//! knobs, the Heuristic view's weights): the number it reads, or the
//! sentence that refuses it, saying what was typed, what is allowed and
//! what the solver still uses.

use crate::numbers::parameter;

/// What a setting may be: from `min`, up to `max` if there is one, and
/// only whole numbers if `whole` (a count of cells or layers: 4.9 is
/// refused, not cut to 4).
#[derive(Clone, Copy, Debug)]
pub struct KnobRange {
    pub min: f64,
    pub max: Option<f64>,
    pub whole: bool,
}

/// The number `text` sets `subject` ("The empty-cell weight") to, or why
/// not, with `now`, the value the solver keeps.
pub fn read_knob(text: &str, subject: &str, range: KnobRange, now: f64) -> Result<f64, String> {
    let KnobRange { min, max, whole } = range;
    match crate::decimal::parse(text.trim()) {
        Some(value) if value >= min && max.is_none_or(|max| value <= max) && (!whole || value.fract() == 0.0) => {
            // -0 is 0 (a link would otherwise carry "-0.0").
            Ok(value + 0.0)
        }
        _ => {
            let allowed = match max {
                Some(max) => format!("from {} to {}", parameter(min), parameter(max)),
                None => format!("{} or more", parameter(min)),
            };
            // A number field hands over "" for what it cannot read ("1e"):
            // nothing to quote.
            let typed = if text.is_empty() { String::new() } else { format!(" “{text}” was not used;") };
            let kind = if whole { "whole number" } else { "number" };
            Err(format!("{subject} must be a {kind} {allowed}:{typed} the solver still uses {}.", parameter(now)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WEIGHT: KnobRange = KnobRange { min: 0.0, max: Some(1e12), whole: false };
    const DEPTH: KnobRange = KnobRange { min: 1.0, max: Some(9.0), whole: true };

    #[test]
    fn reads_a_number_in_range() {
        assert_eq!(read_knob(" 2.5 ", "The weight", WEIGHT, 1.0), Ok(2.5));
        assert_eq!(read_knob("4", "The depth", DEPTH, 3.0), Ok(4.0));
        assert_eq!(read_knob("-0", "The weight", WEIGHT, 1.0).map(f64::to_bits), Ok(0.0f64.to_bits()));
    }

    #[test]
    fn refuses_what_is_out_of_range_or_not_whole_saying_what_stays() {
        assert_eq!(
            read_knob("-3", "The empty-cell weight", WEIGHT, 200_000.0),
            Err("The empty-cell weight must be a number from 0 to 1,000,000,000,000: “-3” was not used; the solver still uses 200,000.".into())
        );
        assert_eq!(
            read_knob("4.9", "The depth", DEPTH, 3.0),
            Err("The depth must be a whole number from 1 to 9: “4.9” was not used; the solver still uses 3.".into())
        );
        assert_eq!(
            read_knob("", "Empty-cell weight", WEIGHT, 1e-20),
            Err("Empty-cell weight must be a number from 0 to 1,000,000,000,000: the solver still uses 1e−20.".into())
        );
        let open = KnobRange { min: 2.0, max: None, whole: false };
        assert_eq!(
            read_knob("1", "The cap", open, 6.0),
            Err("The cap must be a number 2 or more: “1” was not used; the solver still uses 6.".into())
        );
    }
}
