//! Text work the page leaves to the browser's own functions, to keep
//! Unicode's tables out of its wasm, checked against Rust's functions on
//! the same text.

use wasm_bindgen_test::*;

/// A student's file name: lower-cased and split into its words by
/// JavaScript (`toLowerCase`, a `\p{Alphabetic}\p{N}` RegExp) as Rust's
/// `to_lowercase` and `char::is_alphanumeric` would.
#[wasm_bindgen_test]
fn a_student_s_file_name_is_what_rust_s_unicode_functions_make_of_it() {
    use lookahead::ui::web::lesson::student::file_stem;
    let rust = |name: &str| {
        let lower = name.to_lowercase();
        let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        if words.is_empty() {
            "answers".to_string()
        } else {
            words.join("-")
        }
    };
    let names = [
        "Ana \"A\", 5B",
        "Zoë Ødegård",
        "ÉLISE  du Pré",
        "ΟΔΥΣΣΕΥΣ",
        "İlkay Gündoğan",
        "Straße 12",
        "Ⅻ Ⅷ ½ ٣٤",
        "李小龍",
        "Nguyễn Văn A",
        "o'brien-smith",
        "tab\there\nnewline",
        "🙂 emoji 🙂",
        "",
        "  --  ",
    ];
    for name in names {
        assert_eq!(file_stem(name), rust(name), "{name:?}");
    }
    assert_eq!(file_stem("Ana \"A\", 5B"), "ana-a-5b");
    assert_eq!(file_stem("  --  "), "answers");
}

/// A double's digits come from the JavaScript engine in the browser
/// (`lookahead::digits`, to keep the standard library's float formatting
/// out of the worker and the first module); laid out, they are what Rust's
/// formatting writes, for doubles over the whole range, at every edge of
/// the layouts, and on ties; rounded to places, what Rust's `{:.N}` writes.
#[wasm_bindgen_test]
fn a_double_is_written_with_the_engine_s_digits_as_rust_writes_it() {
    use lookahead::digits::check::{differs_from_rust, TRICKY};
    let mut next = crate::random_bits(0x0123_4567_89AB_CDEF);
    let random: Vec<f64> = (0..20_000).map(|_| f64::from_bits(next())).collect();
    // Short decimals, where a longer digit string than the shortest would show.
    let short: Vec<f64> =
        (0..5_000).map(|i| format!("{}e{}", 1 + next() % 999_999, i % 60 - 30).parse::<f64>().unwrap()).collect();
    let specials = [f64::NAN, f64::INFINITY];
    for x in TRICKY.into_iter().chain(specials).chain(random).chain(short).flat_map(|x| [x, -x]) {
        assert_eq!(differs_from_rust(x), None);
        let mut json = String::new();
        lookahead::digits::write_json(x, &mut json);
        // The page's own reader (serde_json's is approximate here) reads
        // it back to the bit.
        if x.is_finite() {
            assert_eq!(lookahead::decimal::parse(&json).map(f64::to_bits), Some(x.to_bits()), "{json}");
        }
    }
}
