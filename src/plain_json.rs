//! JSON read and written by hand, for the few values the page's first wasm
//! module keeps in storage and links (the solver settings, the review
//! settings, the best score, the letter-key setting, the game in progress,
//! what a link replaced) and a worker's address as a JavaScript string:
//! with `serde_json` there, a quarter of that module's code was JSON, which
//! the reader's first move waited for.
//!
//! It reads what `serde_json` reads into the same types in the forms JSON
//! is written in (a struct as an object, a unit enum as its name): any
//! spacing, fields in any order, unknown fields ignored, a known field
//! twice refused, numbers by the JSON grammar (a float's text read to the
//! bit by [`crate::decimal::parse`], as the serde fields do), strings with
//! every escape. serde also takes a struct written as a list, a unit enum
//! as `{"name":null}`, and an ignored field's strings and depth unchecked:
//! such text is refused here (a link's settings in it are read by serde,
//! in a later module: `ui/web/shell/address.rs`). It writes what
//! `serde_json` writes. Tests compare the two on every type that has both
//! (here, `solver/config_json.rs`, `analysis/review.rs`,
//! `ui/model/replaced.rs`, `ui/model/stored.rs`, `ui/model/link.rs`).

/// A parsed JSON value. A number keeps its text, read when its type is
/// known (a whole number or a double).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(String),
    Text(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

/// A value with a JSON form of its own, read and written without serde.
pub trait PlainJson: Sized {
    fn write_json(&self, out: &mut String);
    fn read_json(json: &Json) -> Option<Self>;

    /// The value of a struct's field that is missing, as serde's derive
    /// reads it: refused, but for an `Option`, which is none.
    fn when_missing() -> Option<Self> {
        None
    }
}

/// A struct's JSON as serde's derive writes and reads it, each field by its
/// own [`PlainJson`], written in the order listed (the struct's declaration
/// order, as serde writes them).
macro_rules! plain_struct {
    ($($t:ident { $($field:ident),* $(,)? })*) => {$(
        impl $crate::plain_json::PlainJson for $t {
            fn write_json(&self, out: &mut String) {
                $crate::plain_json::ObjectWriter::new(out)$(.field(stringify!($field), &self.$field))*.end();
            }

            fn read_json(json: &$crate::plain_json::Json) -> Option<$t> {
                let fields = $crate::plain_json::Fields::of(json, &[$(stringify!($field)),*])?;
                Some($t { $($field: fields.get(stringify!($field))?),* })
            }
        }
    )*};
}
pub(crate) use plain_struct;

/// `value` as JSON text, as `serde_json::to_string` writes it.
pub fn to_text<T: PlainJson>(value: &T) -> String {
    let mut out = String::new();
    value.write_json(&mut out);
    out
}

/// The value in JSON `text`, if it is one of `T`.
pub fn from_text<T: PlainJson>(text: &str) -> Option<T> {
    T::read_json(&parse(text)?)
}

/// Deeper nesting than this is refused, about where `serde_json` stops
/// reading a typed value.
const MOST_DEPTH: usize = 128;

/// The value `text` holds, spacing around it allowed; `None` for text that
/// is not JSON.
pub fn parse(text: &str) -> Option<Json> {
    let mut reader = Reader { text: text.as_bytes(), at: 0 };
    let value = reader.value(0)?;
    reader.space();
    (reader.at == text.len()).then_some(value)
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while matches!(self.text.get(self.at), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.space();
        let here = self.text.get(self.at) == Some(&byte);
        self.at += usize::from(here);
        here
    }

    fn word(&mut self, word: &str, value: Json) -> Option<Json> {
        self.text[self.at..].starts_with(word.as_bytes()).then(|| {
            self.at += word.len();
            value
        })
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        self.space();
        match *self.text.get(self.at)? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.string().map(Json::Text),
            b'[' if depth < MOST_DEPTH => {
                self.at += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Json::List(items))
            }
            b'{' if depth < MOST_DEPTH => {
                self.at += 1;
                let mut fields = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.space();
                        let name = self.string()?;
                        self.eat(b':').then_some(())?;
                        fields.push((name, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        self.eat(b',').then_some(())?;
                    }
                }
                Some(Json::Object(fields))
            }
            b'-' | b'0'..=b'9' => self.number().map(Json::Number),
            _ => None,
        }
    }

    /// A number by JSON's grammar: `-`, `0` or digits not led by 0, an
    /// optional fraction and exponent.
    fn number(&mut self) -> Option<String> {
        let start = self.at;
        let digits = |reader: &mut Self| {
            let from = reader.at;
            while reader.text.get(reader.at).is_some_and(u8::is_ascii_digit) {
                reader.at += 1;
            }
            reader.at > from
        };
        self.at += usize::from(self.text[self.at] == b'-');
        if self.text.get(self.at) == Some(&b'0') {
            self.at += 1;
        } else if !digits(self) {
            return None;
        }
        if self.text.get(self.at) == Some(&b'.') {
            self.at += 1;
            digits(self).then_some(())?;
        }
        if matches!(self.text.get(self.at), Some(b'e' | b'E')) {
            self.at += 1;
            self.at += usize::from(matches!(self.text.get(self.at), Some(b'+' | b'-')));
            digits(self).then_some(())?;
        }
        // Digits run on after a lone 0 ("01"): not a number.
        if self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
            return None;
        }
        String::from_utf8(self.text[start..self.at].to_vec()).ok()
    }

    fn string(&mut self) -> Option<String> {
        (self.text.get(self.at) == Some(&b'"')).then_some(())?;
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let byte = *self.text.get(self.at)?;
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let escaped = *self.text.get(self.at)?;
                    self.at += 1;
                    let c = match escaped {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.escaped_char()?,
                        _ => return None,
                    };
                    out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                }
                0..=0x1f => return None,
                _ => out.push(byte),
            }
        }
    }

    /// The character of a `\u` escape (its four hex digits next), a
    /// surrogate pair read whole; a lone surrogate is refused.
    fn escaped_char(&mut self) -> Option<char> {
        let first = self.hex4()?;
        if (0xD800..0xDC00).contains(&first) {
            (self.text.get(self.at..self.at + 2) == Some(b"\\u")).then_some(())?;
            self.at += 2;
            let second = self.hex4()?;
            (0xDC00..0xE000).contains(&second).then_some(())?;
            char::from_u32(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        } else {
            char::from_u32(first)
        }
    }

    fn hex4(&mut self) -> Option<u32> {
        let digits = std::str::from_utf8(self.text.get(self.at..self.at + 4)?).ok()?;
        self.at += 4;
        digits.bytes().all(|b| b.is_ascii_hexdigit()).then(|| u32::from_str_radix(digits, 16).ok())?
    }
}

/// Writes `text` as a JSON string, escaped as `serde_json` escapes it.
pub fn write_text(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes an object field by field, in the order given.
pub struct ObjectWriter<'a> {
    out: &'a mut String,
    empty: bool,
}

impl<'a> ObjectWriter<'a> {
    pub fn new(out: &'a mut String) -> ObjectWriter<'a> {
        out.push('{');
        ObjectWriter { out, empty: true }
    }

    pub fn field(mut self, name: &str, value: &impl PlainJson) -> ObjectWriter<'a> {
        if !self.empty {
            self.out.push(',');
        }
        self.empty = false;
        write_text(name, self.out);
        self.out.push(':');
        value.write_json(self.out);
        self
    }

    pub fn end(self) {
        self.out.push('}');
    }
}

/// The fields of a JSON object read as a struct with fields `known`: each
/// known one at most once (unknown ones are ignored, as serde's derive
/// ignores them).
pub struct Fields<'a> {
    fields: &'a [(String, Json)],
}

impl<'a> Fields<'a> {
    pub fn of(json: &'a Json, known: &[&str]) -> Option<Fields<'a>> {
        let Json::Object(fields) = json else { return None };
        let once = known.iter().all(|name| fields.iter().filter(|(n, _)| n == name).count() <= 1);
        once.then_some(Fields { fields })
    }

    /// The field `name`, read; `None` if it is not a `T`, or missing where
    /// serde refuses a missing field ([`PlainJson::when_missing`]).
    pub fn get<T: PlainJson>(&self, name: &str) -> Option<T> {
        self.raw(name).map_or_else(T::when_missing, T::read_json)
    }

    /// The field `name`, read, or `T`'s default if it is missing: what
    /// serde does for a `#[serde(default)]` field (a field present but not
    /// a `T` is still `None`).
    pub fn get_or_default<T: PlainJson + Default>(&self, name: &str) -> Option<T> {
        self.raw(name).map_or_else(|| Some(T::default()), T::read_json)
    }

    /// The field `name`'s value as it stands, if present.
    fn raw(&self, name: &str) -> Option<&'a Json> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, value)| value)
    }
}

/// A whole number's text read as one (no sign, fraction or exponent: JSON
/// text serde reads into an unsigned field).
fn whole(json: &Json) -> Option<u64> {
    let Json::Number(text) = json else { return None };
    text.bytes().all(|b| b.is_ascii_digit()).then(|| text.parse().ok())?
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl PlainJson for $t {
            fn write_json(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }

            fn read_json(json: &Json) -> Option<$t> {
                whole(json)?.try_into().ok()
            }
        }
    )*};
}
unsigned!(u8, u32, u64, usize);

impl PlainJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }

    fn read_json(json: &Json) -> Option<bool> {
        match json {
            Json::Bool(value) => Some(*value),
            _ => None,
        }
    }
}

/// A double: written as `serde_json` writes it (shortest digits that read
/// back to the bit, a `.0` on a whole number, `null` for what JSON cannot
/// hold); read to the bit from a number's text.
impl PlainJson for f64 {
    fn write_json(&self, out: &mut String) {
        crate::digits::write_json(*self, out);
    }

    fn read_json(json: &Json) -> Option<f64> {
        let Json::Number(text) = json else { return None };
        crate::decimal::parse(text)
    }
}

impl PlainJson for String {
    fn write_json(&self, out: &mut String) {
        write_text(self, out);
    }

    fn read_json(json: &Json) -> Option<String> {
        match json {
            Json::Text(text) => Some(text.clone()),
            _ => None,
        }
    }
}

impl<T: PlainJson> PlainJson for Option<T> {
    fn write_json(&self, out: &mut String) {
        match self {
            Some(value) => value.write_json(out),
            None => out.push_str("null"),
        }
    }

    fn read_json(json: &Json) -> Option<Option<T>> {
        match json {
            Json::Null => Some(None),
            json => T::read_json(json).map(Some),
        }
    }

    fn when_missing() -> Option<Option<T>> {
        Some(None)
    }
}

/// Writes `items` as a JSON list.
fn write_list<T: PlainJson>(items: &[T], out: &mut String) {
    out.push('[');
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        item.write_json(out);
    }
    out.push(']');
}

impl<T: PlainJson> PlainJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        write_list(self, out);
    }

    fn read_json(json: &Json) -> Option<Vec<T>> {
        let Json::List(items) = json else { return None };
        items.iter().map(T::read_json).collect()
    }
}

impl<T: PlainJson, const N: usize> PlainJson for [T; N] {
    fn write_json(&self, out: &mut String) {
        write_list(self, out);
    }

    fn read_json(json: &Json) -> Option<[T; N]> {
        let Json::List(items) = json else { return None };
        let items: Vec<T> = items.iter().map(T::read_json).collect::<Option<_>>()?;
        items.try_into().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn same_as_serde<T>(text: &str)
    where
        T: PlainJson + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
    {
        assert_eq!(from_text::<T>(text), serde_json::from_str::<T>(text).ok(), "{text:?}");
    }

    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Sample {
        count: u32,
        note: Option<String>,
        #[serde(default)]
        flag: bool,
    }

    plain_struct! {
        Sample { count, note, flag }
    }

    /// A struct's fields as serde's derive takes them: a missing `Option`
    /// is none, another missing field refused (a `#[serde(default)]` one is
    /// `Fields::get_or_default`'s), any order, unknown ones ignored, a known
    /// one twice refused.
    #[test]
    fn reads_a_struct_as_serde_s_derive_does() {
        for text in [
            r#"{"count":1,"note":"a","flag":true}"#,
            r#"{"flag":true,"note":null,"count":1}"#,
            r#"{"count":1,"flag":false}"#,
            r#"{"note":"a","flag":false}"#,
            r#"{"count":1,"note":"a"}"#,
            r#"{"count":1,"note":"a","flag":true,"more":[1,{}]}"#,
            r#"{"count":1,"count":2,"flag":true}"#,
            r#"{"count":1,"note":7,"flag":true}"#,
        ] {
            if text.contains("flag") {
                same_as_serde::<Sample>(text);
            } else {
                // serde's default, which `plain_struct!` leaves to hand-written readers.
                assert!(serde_json::from_str::<Sample>(text).is_ok() && from_text::<Sample>(text).is_none(), "{text}");
            }
        }
        let sample = Sample { count: 3, note: None, flag: true };
        assert_eq!(to_text(&sample), serde_json::to_string(&sample).unwrap());
    }

    #[test]
    fn reads_what_serde_reads() {
        for text in ["0", "7", " 7 ", "-0", "-1", "01", "1.0", "1e2", "18446744073709551615", "18446744073709551616"] {
            same_as_serde::<u64>(text);
            same_as_serde::<u8>(text);
        }
        for text in ["true", "false", " true", "tru", "null", "1"] {
            same_as_serde::<bool>(text);
            same_as_serde::<Option<bool>>(text);
        }
        for text in [
            r#""a""#,
            r#""a\"b\\c\/d\b\f\n\r\t""#,
            r#""\u00e9\ud83d\ude00""#,
            r#""\ud83d""#,
            r#""\udc00x""#,
            "\"tab\there\"",
            r#""é""#,
            r#""unended"#,
            r#""\x""#,
        ] {
            same_as_serde::<String>(text);
        }
        for text in ["[1,2]", "[1, 2 ]", "[1,2,]", "[1]", "[1,2,3]", "[]", "[1 2]"] {
            same_as_serde::<[u32; 2]>(text);
        }
    }

    #[test]
    fn refuses_what_is_not_json() {
        for text in ["", " ", "{", "{}x", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "nul", "1.", ".5", "-", "1e", "+1", "[[[["]
        {
            assert_eq!(parse(text), None, "{text:?}");
        }
        let deep = format!("{}{}", "[".repeat(MOST_DEPTH + 1), "]".repeat(MOST_DEPTH + 1));
        assert_eq!(parse(&deep), None);
        assert!(parse(&deep[1..deep.len() - 1]).is_some());
    }

    #[test]
    fn a_known_field_twice_is_refused_an_unknown_one_is_not() {
        let json = parse(r#"{"a":1,"b":2,"b":3,"c":4}"#).unwrap();
        assert!(Fields::of(&json, &["a", "b"]).is_none());
        let fields = Fields::of(&json, &["a", "c"]).unwrap();
        assert_eq!((fields.get::<u32>("a"), fields.get::<u32>("c"), fields.get::<u32>("d")), (Some(1), Some(4), None));
    }

    proptest! {
        #[test]
        fn strings_are_written_as_serde_writes_them(text in "\\PC*|[\\x00-\\x7f]*") {
            prop_assert_eq!(to_text(&text), serde_json::to_string(&text).unwrap());
            prop_assert_eq!(from_text::<String>(&to_text(&text)), Some(text));
        }

        /// Up to 15 significant digits (all a reader types) the shortest
        /// text is one, and the same as serde_json's; past that two texts
        /// may be as short, and each reads back to the bit.
        #[test]
        fn doubles_are_written_as_serde_writes_them_and_read_back_to_the_bit(
            digits in 0u64..1_000_000_000_000_000,
            exponent in -330i32..300,
            negative in any::<bool>(),
            any_double in any::<f64>(),
        ) {
            let typed: f64 = format!("{}{digits}e{exponent}", if negative { "-" } else { "" }).parse().unwrap();
            prop_assert_eq!(to_text(&typed), serde_json::to_string(&typed).unwrap());
            for x in [typed, any_double].into_iter().filter(|x| x.is_finite()) {
                prop_assert_eq!(from_text::<f64>(&to_text(&x)).map(f64::to_bits), Some(x.to_bits()));
                prop_assert_eq!(serde_json::from_str::<f64>(&to_text(&x)).ok(), Some(x));
            }
        }
    }
}
