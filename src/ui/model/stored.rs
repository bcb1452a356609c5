//! The text format of everything the page stores: `{"version": 1,
//! "value": …}`, so a later format can tell old text from new, and text
//! from before versions existed (the bare value) still reads.

use crate::plain_json::{self, PlainJson};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The format written today.
pub const STORAGE_VERSION: u32 = 1;

/// What every stored text starts with today; the value's JSON follows,
/// then a closing brace. Written and read as text, so that the wasm file
/// holds no envelope (de)serialiser per stored type.
const PREFIX: &str = "{\"version\":1,\"value\":";

/// `value` as stored text.
pub fn encode<T: Serialize>(value: &T) -> Option<String> {
    serde_json::to_string(value).ok().map(|json| format!("{PREFIX}{json}}}"))
}

/// `value` as stored text, its JSON written by hand.
pub fn encode_plain<T: PlainJson>(value: &T) -> Option<String> {
    Some(format!("{PREFIX}{}}}", plain_json::to_text(value)))
}

/// The value in stored `text`, its JSON read by hand (as [`decode`] reads
/// the forms JSON is written in: see [`crate::plain_json`]).
pub fn decode_plain<T: PlainJson>(text: &str) -> Option<T> {
    plain_json::from_text(stored_value(text))
}

/// The value in stored `text`: today's envelope, or a bare value written
/// before versions existed. Another version is not guessed at.
pub fn decode<T: DeserializeOwned>(text: &str) -> Option<T> {
    serde_json::from_str::<T>(stored_value(text)).ok()
}

/// The value's JSON in stored `text` (all of it, from before versions).
pub fn stored_value(text: &str) -> &str {
    text.trim().strip_prefix(PREFIX).and_then(|rest| rest.strip_suffix('}')).unwrap_or(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_reads_bare_values_from_before_versions() {
        assert_eq!(encode(&42u64).as_deref(), Some(r#"{"version":1,"value":42}"#));
        assert_eq!(decode::<u64>(&encode(&42u64).unwrap()), Some(42));
        assert_eq!(decode::<u64>("42"), Some(42));
        assert_eq!(decode::<u64>(r#"{"version":9,"value":42}"#), None);
        assert_eq!(decode::<u64>("forty-two"), None);
        assert_eq!(decode::<Vec<u8>>(r#"{"version":1,"value":[1,2]}"#), Some(vec![1, 2]));
        for text in [r#"{"version":1,"value":"a\"b"}"#, r#""a\"b""#, r#"{"version":9,"value":"a"}"#, "a", ""] {
            assert_eq!(decode_plain::<String>(text), decode::<String>(text), "{text}");
        }
        assert_eq!(encode_plain(&"a\"b".to_string()), encode(&"a\"b"));
        assert_eq!(encode_plain(&42u64), encode(&42u64));
    }
}
