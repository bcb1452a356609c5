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
