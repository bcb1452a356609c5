//! A double written as decimal text, in the layouts Rust's formatting and
//! `serde_json` write, from its shortest digits: the digits that read back
//! as the same double, no more.
//!
//! Why not Rust's own formatting. The standard library's float formatting
//! (Grisu with a Dragon4 fallback, their tables of powers, the padding)
//! cost the benchmark's worker 9.4 KB of its 46 KB brotli, for a few
//! numbers in its replies and two error messages, and the page's first
//! module 7 KB, for a swipe's threshold, a coach's setting and the numbers
//! of the article's first screen. In the browser the digits come from the
//! JavaScript engine instead: `Number.prototype.toString`, which
//! ECMAScript requires to give the shortest digits that read back, the
//! closest of them to the double, as Rust's do (a tie between two is
//! settled as Rust settles it: `Shortest::from_engine`), and a value's
//! exact digits (`toFixed`, BigInt), which [`fixed`] rounds as Rust's
//! `{:.N}` does. Only the layout is done here. Natively the digits come
//! from Rust's own formatting, so native tests hold every layout equal to
//! Rust's and `serde_json`'s for any double; a browser test does the same
//! with the engine's digits.

/// The shortest digits of a finite double: `±d.ddd × 10^exponent`, the
/// digits without the point, no trailing zero (zero is "0", exponent 0).
#[derive(Debug, PartialEq)]
struct Shortest {
    negative: bool,
    digits: String,
    exponent: i32,
}

impl Shortest {
    fn of(x: f64) -> Shortest {
        debug_assert!(x.is_finite(), "{x} has no digits");
        #[cfg(target_arch = "wasm32")]
        let digits = Shortest::from_engine(x);
        #[cfg(not(target_arch = "wasm32"))]
        let digits = Shortest::read(&format!("{x:e}"));
        // JavaScript writes −0 as "0".
        Shortest { negative: x.is_sign_negative(), ..digits }
    }

    /// The engine's shortest digits, a tie settled as Rust settles it.
    ///
    /// When the double lies exactly halfway between the two shortest
    /// candidates (1 in about 4,000 doubles: 146510087534590.125 between
    /// ….12 and ….13), ECMAScript takes the even one and Rust the larger;
    /// both read back as the double. The double's exact digits (at most 100
    /// of them are enough to see a tie) tell; the engine's even choice is
    /// then the smaller, ending in 2, 4, 6 or 8, so one more is the larger.
    #[cfg(target_arch = "wasm32")]
    fn from_engine(x: f64) -> Shortest {
        let number = js_sys::Number::from(x);
        let text = |text: Result<js_sys::JsString, _>| text.map(String::from).unwrap_or_default();
        let mut digits = Shortest::read(&text(number.to_string_with_radix(10)));
        // Two candidates can only both read back with 16 digits or more.
        if digits.digits.len() < 16 {
            return digits;
        }
        let exact = Shortest::read(&text(number.to_precision(100)));
        let tie = exact.exponent == digits.exponent
            && exact.digits.len() == digits.digits.len() + 1
            && exact.digits.starts_with(&digits.digits)
            && exact.digits.ends_with('5');
        if tie {
            if let Some(last @ b'0'..=b'8') = digits.digits.bytes().last() {
                digits.digits.pop();
                digits.digits.push(char::from(last + 1));
            }
        }
        digits
    }

    /// The digits of decimal text as either side writes it: "123.45",
    /// "0.000001", "1e+21", "-1.5e-7", "1.5e21", "0e0".
    fn read(text: &str) -> Shortest {
        let negative = text.starts_with('-');
        let text = text.trim_start_matches('-');
        let (mantissa, power) = match text.split_once('e') {
            Some((mantissa, power)) => (mantissa, power.parse::<i32>().unwrap_or(0)),
            None => (text, 0),
        };
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let all = [whole, fraction].concat();
        let leading = all.len() - all.trim_start_matches('0').len();
        let digits = all[leading..].trim_end_matches('0');
        if digits.is_empty() {
            return Shortest { negative, digits: "0".to_string(), exponent: 0 };
        }
        let exponent = power + whole.len() as i32 - 1 - leading as i32;
        Shortest { negative, digits: digits.to_string(), exponent }
    }

    fn is_zero(&self) -> bool {
        self.digits == "0"
    }

    /// Written out without an exponent ("1234.5", "0.00012"); a whole
    /// number with ".0" after it when `point_on_whole`.
    fn write_positional(&self, point_on_whole: bool, out: &mut String) {
        if self.negative {
            out.push('-');
        }
        let digits = self.digits.as_str();
        if self.exponent < 0 {
            out.push_str("0.");
            out.extend(std::iter::repeat_n('0', (-self.exponent - 1) as usize));
            out.push_str(digits);
            return;
        }
        let whole = self.exponent as usize + 1;
        if digits.len() > whole {
            out.push_str(&digits[..whole]);
            out.push('.');
            out.push_str(&digits[whole..]);
        } else {
            out.push_str(digits);
            out.extend(std::iter::repeat_n('0', whole - digits.len()));
            if point_on_whole {
                out.push_str(".0");
            }
        }
    }

    /// Written with an exponent ("1.5e-7", and "1e21", or "1e+21" with
    /// `plus`).
    fn write_exponential(&self, plus: bool, out: &mut String) {
        if self.negative {
            out.push('-');
        }
        let (first, rest) = self.digits.split_at(1);
        out.push_str(first);
        if !rest.is_empty() {
            out.push('.');
            out.push_str(rest);
        }
        out.push('e');
        if plus && self.exponent > 0 {
            out.push('+');
        }
        out.push_str(&self.exponent.to_string());
    }
}

/// What Rust's `{x}` writes: every digit written out, never an exponent
/// ("0.125", "200000", "-0", "NaN", "inf").
pub fn display(x: f64) -> String {
    finite_or_named(x, |digits, out| digits.write_positional(false, out))
}

/// What Rust's `{x:e}` writes: "1e12", "1.5e-7", "0e0".
pub fn exponential(x: f64) -> String {
    finite_or_named(x, |digits, out| digits.write_exponential(false, out))
}

/// `x`'s shortest digits laid out by `write`, or Rust's name for a value
/// that has none ("NaN", "inf", "-inf").
fn finite_or_named(x: f64, write: impl Fn(&Shortest, &mut String)) -> String {
    if !x.is_finite() {
        return non_finite(x).to_string();
    }
    let mut out = String::new();
    write(&Shortest::of(x), &mut out);
    out
}

/// The shortest digits [`crate::decimal::parse`] reads back as `x` (a
/// finite number), for a field to hold: written out (`0.125`, `200000`),
/// or, past where JavaScript switches too, with an exponent (`1e-20`, not
/// twenty zeros); 0 for -0.
pub fn shortest(x: f64) -> String {
    let digits = Shortest::of(x + 0.0);
    let mut out = String::new();
    if !digits.is_zero() && !(-6..21).contains(&digits.exponent) {
        digits.write_exponential(false, &mut out);
    } else {
        digits.write_positional(false, &mut out);
    }
    out
}

/// A double as `serde_json` lays it out: shortest digits (Rust's, which
/// differ from serde_json's own on a tie; both read back), written out
/// from 1e-5 up to 1e16 (with ".0" on a whole number), with an exponent
/// and its sign beyond (`1e+16`, `1.5e-7`); `null` for what JSON cannot
/// hold.
pub fn write_json(x: f64, out: &mut String) {
    if !x.is_finite() {
        out.push_str("null");
        return;
    }
    let digits = Shortest::of(x);
    if digits.is_zero() || (-5..16).contains(&digits.exponent) {
        digits.write_positional(true, out);
    } else {
        digits.write_exponential(true, out);
    }
}

/// What Rust's `{x:.decimals$}` writes: the double's exact value rounded
/// to `decimals` places, a tie to the even digit ("0.12" for 0.125 at two;
/// JavaScript's `toFixed` would round it up), a minus kept on what rounds
/// to zero ("-0.0").
pub fn fixed(x: f64, decimals: usize) -> String {
    debug_assert!(decimals <= 40, "{decimals} places are more than the exact digits hold");
    if !x.is_finite() {
        return non_finite(x).to_string();
    }
    round_exact(&exact(x.abs()), decimals, x.is_sign_negative())
}

/// The exact value of a finite, positive double, written out to 100 places
/// after the point. A double whose exact value needs more is below 4e-15
/// and rounded there, which cannot move [`fixed`]'s result at up to 40
/// places (the page asks for at most 9).
fn exact(x: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        // `toFixed` switches to an exponent from 1e21; every double from
        // there is a whole number, which BigInt writes out exactly.
        let number = js_sys::Number::from(x);
        if x < 1e21 {
            number.to_fixed(100).map(String::from).unwrap_or_default()
        } else {
            let whole = js_sys::BigInt::new(&number).ok().and_then(|n| n.to_string(10).ok());
            whole.map(String::from).unwrap_or_default()
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    format!("{x:.100}")
}

/// `exact` ("123.4560…", or digits alone) rounded to `decimals` places.
fn round_exact(exact: &str, decimals: usize, negative: bool) -> String {
    let (whole, fraction) = exact.split_once('.').unwrap_or((exact, ""));
    let kept_fraction = fraction.bytes().chain(std::iter::repeat(b'0')).take(decimals);
    let mut digits: Vec<u8> = whole.bytes().chain(kept_fraction).collect();
    let rest = fraction.as_bytes().get(decimals..).unwrap_or_default();
    let next = rest.first().copied().unwrap_or(b'0');
    let beyond = rest.iter().skip(1).any(|&d| d != b'0');
    let odd = digits.last().is_some_and(|&d| (d - b'0') % 2 == 1);
    if next > b'5' || (next == b'5' && (beyond || odd)) {
        // Carry: trailing nines become zeros, and a one comes in front if
        // every digit was a nine.
        let carried = digits.iter().rposition(|&d| d != b'9');
        for d in &mut digits[carried.map_or(0, |i| i + 1)..] {
            *d = b'0';
        }
        match carried {
            Some(i) => digits[i] += 1,
            None => digits.insert(0, b'1'),
        }
    }
    let point = digits.len() - decimals;
    let mut out = String::with_capacity(digits.len() + 2);
    if negative {
        out.push('-');
    }
    out.extend(digits[..point].iter().map(|&d| char::from(d)));
    if decimals > 0 {
        out.push('.');
        out.extend(digits[point..].iter().map(|&d| char::from(d)));
    }
    out
}

fn non_finite(x: f64) -> &'static str {
    match (x.is_nan(), x.is_sign_negative()) {
        (true, _) => "NaN",
        (false, true) => "-inf",
        (false, false) => "inf",
    }
}

/// The tests' reference (native, and in the browser: `tests/web`): the
/// doubles worth trying first, and every layout here held to Rust's own
/// formatting, which only a test build links in.
#[doc(hidden)]
pub mod check {
    use super::*;

    /// Doubles at the layouts' edges, exact ties (…….125 between ….12 and
    /// ….13, 0.0078125 at six places), and ones whose digits are many.
    // (The ties written exactly, digit for digit: that is what they test.)
    #[rustfmt::skip]
    #[allow(clippy::excessive_precision)]
    pub const TRICKY: [f64; 35] = [
        0.0, 1.0, 0.1, 0.125, 0.5, 2.5, 0.0625, 0.0078125, 99.95, 1e-4, 1e-5, 1.5e-5, 9.99e-6, 1e-6, 9.99e-7,
        9.5e-7, 1e-7, 3.6e-15, 1e15, 1e16, 1.5e16, 9.999e20, 1e21, 1e21 + 65536.0, 1e22, 5e-324,
        f64::MIN_POSITIVE, f64::MAX, 0.9822061161295197, 5539867157.452826, 3.0000000000000004,
        1.2345678901234567e-7, 146510087534590.125, 1908552865741227.25, 275160136230246.125,
    ];

    /// How a layout here writes `x` otherwise than Rust does (its `{}`,
    /// `{:e}`, `{:.N}`, and `{:?}` laid out as JSON), if it does.
    pub fn differs_from_rust(x: f64) -> Option<String> {
        let mut json = String::new();
        write_json(x, &mut json);
        let pairs = [
            ("{}", display(x), format!("{x}")),
            ("{:e}", exponential(x), format!("{x:e}")),
            ("JSON", json, if x.is_finite() { rust_json(x) } else { "null".to_string() }),
        ];
        let fixed = [0, 1, 2, 3, 6, 9, 17].map(|places| (places, fixed(x, places), format!("{x:.places$}")));
        let shortest = x.is_finite().then(|| (shortest(x), rust_shortest(x)));
        pairs
            .into_iter()
            .find(|(_, ours, rust)| ours != rust)
            .map(|(what, ours, rust)| format!("{what} of {x:e}: {ours}, Rust {rust}"))
            .or_else(|| {
                let (places, ours, rust) = fixed.into_iter().find(|(_, ours, rust)| ours != rust)?;
                Some(format!("{{:.{places}}} of {x:e}: {ours}, Rust {rust}"))
            })
            .or_else(|| {
                let (ours, rust) = shortest.filter(|(ours, rust)| ours != rust)?;
                Some(format!("the shortest of {x:e}: {ours}, Rust {rust}"))
            })
    }

    /// The page's double in JSON as written before this module: Rust's
    /// `{:?}`, laid out as serde_json lays it out.
    fn rust_json(x: f64) -> String {
        let digits = format!("{x:?}");
        match digits.split_once('e') {
            Some((mantissa, "-5")) => {
                let (sign, mantissa) = mantissa.split_at(usize::from(mantissa.starts_with('-')));
                format!("{sign}0.0000{}", mantissa.replace('.', ""))
            }
            Some((mantissa, exponent)) if !exponent.starts_with('-') => format!("{mantissa}e+{exponent}"),
            _ => digits,
        }
    }

    /// [`shortest`] as written before this module, with Rust's formatting.
    fn rust_shortest(x: f64) -> String {
        let x = x + 0.0;
        if x != 0.0 && !(1e-6..1e21).contains(&x.abs()) {
            format!("{x:e}")
        } else {
            format!("{x}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::check::{differs_from_rust, TRICKY};
    use super::*;
    use proptest::prelude::*;

    fn json(x: f64) -> String {
        let mut out = String::new();
        write_json(x, &mut out);
        out
    }

    fn all_agree(x: f64) {
        assert_eq!(differs_from_rust(x), None);
        if x.is_finite() {
            // serde_json's own digits differ on a tie (it takes the even
            // one); what matters is that it reads ours back.
            assert_eq!(serde_json::from_str::<f64>(&json(x)).ok().map(f64::to_bits), Some(x.to_bits()), "{x:e}");
        }
    }

    #[test]
    fn the_edges_are_written_as_rust_writes_them() {
        for x in TRICKY.into_iter().chain([f64::NAN, f64::INFINITY]) {
            all_agree(x);
            all_agree(-x);
        }
    }

    #[test]
    fn ties_go_to_the_even_digit_and_carries_carry() {
        for (x, decimals, text) in [
            (0.5, 0, "0"),
            (1.5, 0, "2"),
            (2.5, 0, "2"),
            (0.125, 2, "0.12"),
            (0.375, 2, "0.38"),
            (9.995, 2, "9.99"),
            (99.96, 1, "100.0"),
            (999.5, 0, "1000"),
            (-0.04, 1, "-0.0"),
            (-0.0, 0, "-0"),
            (1e21, 3, "1000000000000000000000.000"),
        ] {
            assert_eq!(fixed(x, decimals), text, "{x} to {decimals}");
        }
    }

    #[test]
    fn text_from_either_side_gives_the_same_digits() {
        let digits = |negative, digits: &str, exponent| Shortest { negative, digits: digits.to_string(), exponent };
        // JavaScript's layouts, then Rust's `{:e}`.
        assert_eq!(Shortest::read("123.45"), digits(false, "12345", 2));
        assert_eq!(Shortest::read("0.000001"), digits(false, "1", -6));
        assert_eq!(Shortest::read("1e+21"), digits(false, "1", 21));
        assert_eq!(Shortest::read("-1.5e-7"), digits(true, "15", -7));
        assert_eq!(Shortest::read("100"), digits(false, "1", 2));
        assert_eq!(Shortest::read("0"), digits(false, "0", 0));
        assert_eq!(Shortest::read("1.2345e2"), digits(false, "12345", 2));
        assert_eq!(Shortest::read("-0e0"), digits(true, "0", 0));
    }

    proptest! {
        #[test]
        fn any_double_is_written_as_rust_writes_it(bits in any::<u64>()) {
            all_agree(f64::from_bits(bits));
        }

        #[test]
        fn any_short_decimal_is_written_as_rust_writes_it(
            digits in 1u64..1_000_000, exponent in -30i32..30, negative: bool
        ) {
            let x: f64 = format!("{}{digits}e{exponent}", if negative { "-" } else { "" }).parse().unwrap();
            all_agree(x);
        }
    }
}
