//! Colours that carry meaning: the rank heatmap (cividis, a sequential
//! palette readable with every common colour-vision deficiency) and the
//! smoothness penalties (a single-hue orange ramp), and one colour per
//! series in every chart that compares runs or solvers (Tableau 10).

/// A colour per series (a run, a solver), the same in every chart.
pub fn series_colour(index: usize) -> plotters::style::RGBColor {
    let c = colorous::TABLEAU10[index % colorous::TABLEAU10.len()];
    plotters::style::RGBColor(c.r, c.g, c.b)
}

/// A CSS colour from a palette colour.
fn css(colour: colorous::Color) -> String {
    format!("rgb({},{},{})", colour.r, colour.g, colour.b)
}

/// The relative luminance of an sRGB colour, as WCAG defines it (0 for
/// black, 1 for white).
fn relative_luminance(r: u8, g: u8, b: u8) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// Black or white, whichever has the higher contrast ratio on `colour`
/// (WCAG's). A threshold on plain channel values picked white on the
/// heatmap's middle greys, at 3.8:1 for rank 8's small label; and black,
/// not #111, is what keeps the orange ramp's middle above 4.5:1.
fn ink_on(colour: colorous::Color) -> &'static str {
    let on = relative_luminance(colour.r, colour.g, colour.b);
    let ratio = |ink: f64| (on.max(ink) + 0.05) / (on.min(ink) + 0.05);
    if ratio(0.0) > ratio(1.0) {
        "#000"
    } else {
        "#fff"
    }
}

/// The heatmap colour of a rank and the ink to write on it. Weights are
/// 4^rank, so colouring by rank is colouring on a log scale of the weight.
pub fn rank_colours(rank: u8) -> (String, &'static str) {
    let colour = colorous::CIVIDIS.eval_continuous(f64::from(rank) / 15.0);
    (css(colour), ink_on(colour))
}

/// The heatmap's legend: the palette from rank 0 to rank 15.
pub fn rank_gradient() -> String {
    let stops: Vec<String> = (0..16).map(|rank| rank_colours(rank).0).collect();
    format!("linear-gradient(to right, {})", stops.join(", "))
}

/// The colour of a smoothness penalty, darker for larger gaps between
/// neighbours (`largest` is the board's largest penalty).
pub fn penalty_colours(penalty: f64, largest: f64) -> (String, &'static str) {
    let t = if largest > 0.0 { 0.2 + 0.8 * penalty / largest } else { 0.2 };
    let colour = colorous::ORANGES.eval_continuous(t.clamp(0.0, 1.0));
    (css(colour), ink_on(colour))
}
