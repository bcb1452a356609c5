//! Why a JSON text could not be read, in a reader's words.
//!
//! serde's own messages name Rust types ("expected u8", "struct
//! SolverConfig", "a sequence") and end in "at line 1 column 57". A page that
//! refuses a link's settings or a tree file should say what is wrong in the
//! terms of the file: a whole number, a list, a field that is missing, and
//! where. [`printable`] keeps a quoted value to one line of plain text.

use serde_json::error::Category;

/// `text` with its control characters written out (`\n`, `\u{1b}`), so that
/// a message quoting it stays on one line and sends a terminal nothing but
/// text.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// What is wrong with the text `error` came from, and where.
pub fn in_words(error: &serde_json::Error) -> String {
    let place = place(error);
    match error.classify() {
        Category::Io => "it could not be read".to_string(),
        Category::Eof => format!("it ends too soon, in the middle of its JSON{place}"),
        Category::Syntax => format!("it is not well-formed JSON{place}"),
        Category::Data => {
            let message = error.to_string();
            // serde_json appends the place to every message; it is said once, here.
            let suffix = format!(" at line {} column {}", error.line(), error.column());
            let message = message.strip_suffix(&suffix).unwrap_or(&message);
            format!("{}{place}", plain(message))
        }
    }
}

/// serde's message in a file's terms: "invalid type: string \"six\",
/// expected u32" becomes "found the text \"six\" where a whole number of 0
/// or more was expected".
/// Where in the text, in brackets after the message: " (line 3, column
/// 7)". serde counts a position just after a line break as column 0 of the
/// next line, which is the end of the line before; and it gives line 0 to
/// an error that has no place (a value refused as a whole), which gets none.
fn place(error: &serde_json::Error) -> String {
    match (error.line(), error.column()) {
        (0, _) => String::new(),
        (1, 0) => " (at its start)".to_string(),
        (line, 0) => format!(" (at the end of line {})", line - 1),
        (line, column) => format!(" (line {line}, column {column})"),
    }
}

fn plain(message: &str) -> String {
    let found = |what: &str, expected: &str| format!("found {} where {} was expected", value(what), kind(expected));
    if let Some(rest) = message.strip_prefix("invalid type: ").or_else(|| message.strip_prefix("invalid value: ")) {
        if let Some((what, expected)) = split_last(rest, ", expected ") {
            return found(what, expected);
        }
    }
    if let Some((length, expected)) = message.strip_prefix("invalid length ").and_then(|r| split_last(r, ", expected "))
    {
        let values = if length == "1" { "value" } else { "values" };
        return found(&format!("a list of {length} {values}"), expected);
    }
    let quoted = message.replace('`', "\"");
    // "missing field `depth`", "unknown variant `Up`, expected one of `down`, ...".
    for (serde, subject, alone, among) in [
        ("missing field ", "the field ", " is missing", ""),
        ("duplicate field ", "the field ", " is given twice", ""),
        ("unknown field ", "the field ", " is not one it has", " is not one of "),
        ("unknown variant ", "", " is not a name it knows", " is not one of "),
    ] {
        if let Some(rest) = quoted.strip_prefix(serde) {
            return match split_last(rest, ", expected one of ") {
                Some((name, known)) => format!("{subject}{name}{among}{known}"),
                None => format!("{subject}{rest}{alone}"),
            };
        }
    }
    quoted
}

/// `text` before and after the last `marker` in it. (A plain byte search:
/// the page is spared the general string searcher, a kilobyte of code.)
fn split_last<'a>(text: &'a str, marker: &str) -> Option<(&'a str, &'a str)> {
    let at = (0..=text.len().checked_sub(marker.len())?)
        .rev()
        .find(|&i| text.as_bytes()[i..].starts_with(marker.as_bytes()))?;
    // `marker` begins and ends with ASCII, so both ends are character boundaries.
    Some((text.get(..at)?, text.get(at + marker.len()..)?))
}

/// A value serde found, as the file wrote it: "integer `-1`" is -1.
fn value(what: &str) -> String {
    for prefix in ["integer ", "floating point ", "boolean ", "char "] {
        if let Some(v) = what.strip_prefix(prefix) {
            return v.trim_matches('`').to_string();
        }
    }
    match what {
        "unit value" | "null" => "null".to_string(),
        "sequence" => "a list".to_string(),
        "map" => "an object".to_string(),
        _ => what.strip_prefix("string ").map_or_else(|| what.to_string(), |text| format!("the text {text}")),
    }
}

/// A kind serde expected, in a file's terms: "u32" is a whole number of 0 or
/// more, "struct Weights" an object.
fn kind(expected: &str) -> String {
    let kind = match expected {
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number of 0 or more",
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        "a string" | "a borrowed string" => "text",
        "a sequence" => "a list",
        "a map" => "an object",
        "a boolean" => "true or false",
        _ if expected.starts_with("struct ") => "an object",
        _ if expected.starts_with("enum ") => "a name",
        _ => return expected.replace('`', "\""),
    };
    kind.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::SolverConfig;

    fn why(json: &str) -> String {
        in_words(&serde_json::from_str::<SolverConfig>(json).unwrap_err())
    }

    fn article_with(field: &str, value: &str) -> String {
        let mut json: serde_json::Value = serde_json::to_value(SolverConfig::article()).unwrap();
        let mut slot = &mut json;
        for key in field.split('.') {
            slot = slot.get_mut(key).unwrap();
        }
        *slot = serde_json::from_str(value).unwrap();
        json.to_string()
    }

    /// The message for `json`, without its place.
    fn what(json: &str) -> String {
        let message = why(json);
        message.rsplit_once(" (line ").unwrap().0.to_string()
    }

    #[test]
    fn each_kind_of_refusal_reads_in_the_files_terms() {
        let cases = [
            (
                article_with("sample_cap", "\"six\""),
                "found the text \"six\" where a whole number of 0 or more was expected",
            ),
            (article_with("sample_cap", "-1"), "found -1 where a whole number of 0 or more was expected"),
            (article_with("sample_cap", "1.5"), "found 1.5 where a whole number of 0 or more was expected"),
            (article_with("weights", "7"), "found 7 where an object was expected"),
            (article_with("snake", "true"), "found true where an object was expected"),
            (article_with("depth", "null"), "found null where an object was expected"),
            ("[]".to_string(), "found a list of 0 values where an object was expected"),
            ("{}".to_string(), "the field \"depth\" is missing"),
            (
                article_with("move_order", "[\"up\", \"left\", \"Sideways\", \"down\"]"),
                "\"Sideways\" is not one of \"down\", \"right\", \"left\", \"up\"",
            ),
        ];
        for (json, expected) in cases {
            assert_eq!(what(&json), expected, "{json}");
        }
    }

    #[test]
    fn the_place_is_where_the_parser_stopped() {
        let json = article_with("sample_cap", "\"six\"");
        let after = json.find("\"six\"").unwrap() + "\"six\"".len();
        assert!(why(&json).ends_with(&format!("(line 1, column {after})")), "{}", why(&json));
    }

    #[test]
    fn no_rust_type_names_are_left() {
        let cases = [
            article_with("sample_cap", "\"six\""),
            article_with("sample_cap", "-1"),
            article_with("sample_cap", "1.5"),
            article_with("four_chance", "[1]"),
            article_with("weights", "7"),
            article_with("move_order", "[\"Up\"]"),
            article_with("move_order", "[\"Up\", \"Left\", \"Sideways\", \"Down\"]"),
            article_with("snake", "true"),
            article_with("depth", "null"),
            "{}".to_string(),
            "[]".to_string(),
        ];
        for json in cases {
            let message = why(&json);
            for rust in ["u8", "u16", "u32", "u64", "usize", "f64", "struct ", "enum ", "sequence", " map", "at line"] {
                assert!(!message.contains(rust), "{rust:?} in {message:?} (from {json})");
            }
        }
    }

    #[test]
    fn a_missing_field_names_it() {
        let mut json: serde_json::Value = serde_json::to_value(SolverConfig::article()).unwrap();
        json.as_object_mut().unwrap().remove("weights");
        assert_eq!(
            why(&json.to_string()),
            format!("the field \"weights\" is missing (line 1, column {})", json.to_string().len())
        );
    }

    #[test]
    fn broken_and_cut_texts_say_so_and_where() {
        assert_eq!(why("{\"depth\": ]"), "it is not well-formed JSON (line 1, column 11)");
        assert_eq!(why("{\"depth\": {\n"), "it ends too soon, in the middle of its JSON (at the end of line 1)");
        assert_eq!(why(""), "it ends too soon, in the middle of its JSON (at its start)");
    }

    #[test]
    fn a_value_refused_as_a_whole_has_no_place_and_quotes_stay_on_one_line() {
        // A value's own check refuses it after it was read: serde gives no place.
        let refused = serde_json::from_str::<crate::solver::ValidConfig>(&{
            let mut config = SolverConfig::article();
            config.sample_cap = Some(0);
            serde_json::to_string(&config).unwrap()
        })
        .unwrap_err();
        assert_eq!(refused.line(), 0);
        assert!(!in_words(&refused).contains("line 0"), "{}", in_words(&refused));
        assert_eq!(printable("top\nleft\u{1b}[31m"), "top\\nleft\\u{1b}[31m");
        assert_eq!(printable("plain text, kept"), "plain text, kept");
    }
}
