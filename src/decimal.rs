//! Decimal text read as the nearest double, to the bit: the numbers in
//! JSON, and the numbers a reader types into a knob.
//!
//! A link's settings, a worker's reply, a saved tree: each number in them
//! was written as the shortest text that reads back as the same double, and
//! must read back as exactly that double (a weight one unit in the last
//! place off is another solver). `serde_json` reads such text to the bit
//! only with its `float_roundtrip` feature, which cost the page's two wasm
//! files about 20 KB gzipped; the standard library's parser carries tables of
//! powers that cost the worker alone 14.5 KB. In the browser the text goes
//! to the JavaScript engine's parser instead, which the language requires
//! to round correctly (ECMAScript's StringToNumber, exact for the 17 digits
//! the shortest text ever needs); natively, to the standard library's.
//!
//! Float fields read from JSON say so: `#[serde(deserialize_with =
//! "crate::decimal::float")]`, or the helper for the field's shape; each
//! takes its number's text as JSON wrote it (a [`RawValue`]). A field left
//! without one is read by `serde_json`'s own, approximate, parser: the
//! browser test `decimal_text_reads_back_to_the_bit_in_the_browser` gives
//! every float field of settings, a report and a summary a number that
//! reader gets wrong, and reads a recorded search back whole, to catch one
//! (native tests build `serde_json` with `float_roundtrip`, to edit files
//! as `Value`s). Only `serde_json`'s readers of text (`from_str`,
//! `from_slice`) can hand over a number's text: `from_value` and
//! `from_reader` refuse these fields, and so does anything serde buffers
//! first (`flatten`, untagged or internally tagged enums), which is why
//! such types are read through plain ones (`StoredReport`, `EdgeFile`).

use serde::de::{Deserialize, Deserializer, Error};
use serde_json::value::RawValue;

/// The double nearest `text`, a decimal number (`12`, `-0.5`, `.5`,
/// `+1e-3`); `None` for any other text, and for numbers too large.
pub fn parse(text: &str) -> Option<f64> {
    if !is_decimal(text.as_bytes()) {
        return None;
    }
    #[cfg(target_arch = "wasm32")]
    let number = js_sys::Number::parse_float(text);
    #[cfg(not(target_arch = "wasm32"))]
    let number = text.parse::<f64>().ok()?;
    number.is_finite().then_some(number)
}

/// Whether `text` is a sign, digits with at most one point (a digit on at
/// least one side), and an exponent: text both parsers read whole and
/// alike (JavaScript's would stop quietly at anything else).
fn is_decimal(text: &[u8]) -> bool {
    let digits = |text: &[u8]| text.iter().take_while(|c| c.is_ascii_digit()).count();
    let text = text.strip_prefix(b"-").or_else(|| text.strip_prefix(b"+")).unwrap_or(text);
    let whole = digits(text);
    let mut rest = &text[whole..];
    let mut fraction = 0;
    if let Some(after) = rest.strip_prefix(b".") {
        fraction = digits(after);
        rest = &after[fraction..];
    }
    if whole + fraction == 0 {
        return false;
    }
    if let Some(after) = rest.strip_prefix(b"e").or_else(|| rest.strip_prefix(b"E")) {
        let after = after.strip_prefix(b"-").or_else(|| after.strip_prefix(b"+")).unwrap_or(after);
        let exponent = digits(after);
        return exponent > 0 && exponent == after.len();
    }
    rest.is_empty()
}

/// A JSON number, read as the nearest double; anything else is refused.
pub(crate) fn read<E: Error>(raw: &RawValue) -> Result<f64, E> {
    let text = raw.get();
    // A JSON number is always decimal text; a string, `null` or an object
    // is not.
    match parse(text) {
        Some(number) => Ok(number),
        None if is_decimal(text.as_bytes()) => Err(E::custom(format!("number out of range: {text}"))),
        None => {
            let shown: String = text.chars().take(24).collect();
            let more = if shown.len() < text.len() { "…" } else { "" };
            Err(E::custom(format!("expected a number, found {shown}{more}")))
        }
    }
}

/// A number.
pub fn float<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f64, D::Error> {
    read(<&RawValue>::deserialize(deserializer)?)
}

/// A number or `null`. The field also needs `#[serde(default)]` if it may
/// be left out.
pub fn optional<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<f64>, D::Error> {
    let raw = <&RawValue>::deserialize(deserializer)?;
    if raw.get() == "null" {
        return Ok(None);
    }
    read(raw).map(Some)
}

/// An array of `N` numbers.
pub fn floats<'de, D: Deserializer<'de>, const N: usize>(deserializer: D) -> Result<[f64; N], D::Error>
where
    [&'de RawValue; N]: Deserialize<'de>,
{
    let raws = <[&RawValue; N]>::deserialize(deserializer)?;
    let mut numbers = [0.0; N];
    for (number, raw) in numbers.iter_mut().zip(raws) {
        *number = read(raw)?;
    }
    Ok(numbers)
}

/// An array of `N` numbers or `null`s.
pub fn optionals<'de, D: Deserializer<'de>, const N: usize>(deserializer: D) -> Result<[Option<f64>; N], D::Error>
where
    [&'de RawValue; N]: Deserialize<'de>,
{
    let raws = <[&RawValue; N]>::deserialize(deserializer)?;
    let mut numbers = [None; N];
    for (number, raw) in numbers.iter_mut().zip(raws) {
        *number = if raw.get() == "null" { None } else { Some(read(raw)?) };
    }
    Ok(numbers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::digits::shortest;
    use proptest::prelude::*;
    use serde::Deserialize;

    /// Doubles whose shortest text needs many digits; the first (a
    /// significand above 2^53) is one serde_json alone misreads.
    const HARD: [f64; 4] = [0.9822061161295197, 5539867157.452826, 3.0000000000000004, 1.2345678901234567e-7];

    #[derive(Debug, Deserialize)]
    struct Fields {
        #[serde(deserialize_with = "float")]
        one: f64,
        #[serde(default, deserialize_with = "optional")]
        maybe: Option<f64>,
        #[serde(deserialize_with = "floats")]
        pair: [f64; 2],
        #[serde(deserialize_with = "optionals")]
        values: [Option<f64>; 3],
    }

    fn fields(text: &str) -> Result<Fields, String> {
        serde_json::from_str::<Fields>(text).map_err(|e| e.to_string())
    }

    proptest! {
        #[test]
        fn every_finite_double_reads_back_to_the_bit(bits in any::<u64>()) {
            let x = f64::from_bits(bits);
            prop_assume!(x.is_finite());
            let text = serde_json::to_string(&x).unwrap();
            let read = fields(&format!(r#"{{"one": {text}, "maybe": {text}, "pair": [{text}, -0.0], "values": [null, {text}, 1]}}"#)).unwrap();
            prop_assert_eq!(read.one.to_bits(), x.to_bits());
            prop_assert_eq!(read.maybe.map(f64::to_bits), Some(x.to_bits()));
            prop_assert_eq!(read.pair.map(f64::to_bits), [x.to_bits(), (-0.0f64).to_bits()]);
            prop_assert_eq!(read.values.map(|v| v.map(f64::to_bits)), [None, Some(x.to_bits()), Some(1.0f64.to_bits())]);
        }
    }

    #[test]
    fn hard_doubles_read_back_to_the_bit() {
        for x in HARD {
            let text = serde_json::to_string(&x).unwrap();
            let read =
                fields(&format!(r#"{{"one": {text}, "pair": [{text}, {text}], "values": [{text}, null, null]}}"#))
                    .unwrap();
            assert_eq!(
                (read.one, read.maybe, read.pair, read.values),
                (x, None, [x, x], [Some(x), None, None]),
                "{text}"
            );
        }
    }

    #[test]
    fn what_is_no_number_is_refused_with_its_place() {
        let wrong = [
            r#"{"one": "1.5", "pair": [1, 2], "values": [1, 2, 3]}"#,
            r#"{"one": null, "pair": [1, 2], "values": [1, 2, 3]}"#,
            r#"{"one": 1e400, "pair": [1, 2], "values": [1, 2, 3]}"#,
            r#"{"one": 1, "pair": [1, true], "values": [1, 2, 3]}"#,
            r#"{"one": 1, "pair": [1, 2, 3], "values": [1, 2, 3]}"#,
            r#"{"one": 1, "pair": [1, 2], "values": [1, {}, 3]}"#,
            r#"{"one": 1, "maybe": [], "pair": [1, 2], "values": [1, 2, 3]}"#,
        ];
        for text in wrong {
            let error = fields(text).err().unwrap_or_else(|| panic!("{text} was read"));
            assert!(error.contains("line 1 column"), "{text}: {error}");
        }
        assert!(fields(r#"{"one": 1e400, "pair": [1, 2], "values": [1, 2, 3]}"#)
            .unwrap_err()
            .contains("number out of range: 1e400"));
        assert!(fields(r#"{"one": "1.5", "pair": [1, 2], "values": [1, 2, 3]}"#)
            .unwrap_err()
            .contains("expected a number, found \"1.5\""));
    }

    #[test]
    fn the_shortest_text_reads_back_and_is_short() {
        for (x, text) in [
            (0.125, "0.125"),
            (200000.0, "200000"),
            (1e-20, "1e-20"),
            (-0.0, "0"),
            (1e12, "1000000000000"),
            (-2.5e-7, "-2.5e-7"),
            (1e21, "1e21"),
            (4000.0, "4000"),
            (1234.5678901234567, "1234.5678901234567"),
            (5e-324, "5e-324"),
        ] {
            assert_eq!(shortest(x), text);
            assert_eq!(parse(&shortest(x)).map(f64::to_bits), Some((x + 0.0).to_bits()));
        }
    }

    proptest! {
        #[test]
        fn every_shortest_text_reads_back(bits in any::<u64>()) {
            let x = f64::from_bits(bits);
            prop_assume!(x.is_finite());
            prop_assert_eq!(parse(&shortest(x)).map(f64::to_bits), Some((x + 0.0).to_bits()));
        }
    }

    #[test]
    fn decimal_text_is_what_both_parsers_read_whole() {
        for text in
            ["0", "-0", "12", "+12", "-0.5", ".5", "5.", "007", "1e5", "1E+5", "2.5e-3", "-.5E2", "200000", "0.1"]
        {
            assert_eq!(parse(text), Some(text.parse::<f64>().unwrap()), "{text}");
        }
        for text in [
            "", ".", "-", "+", "e5", ".e5", "1e", "1e+", "1.2.3", "0x10", "1_000", "--1", "+-1", " 1", "1 ", "inf",
            "NaN", "Infinity", "1,5", "1e5.5", "1e400", "-1e400",
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
    }
}
