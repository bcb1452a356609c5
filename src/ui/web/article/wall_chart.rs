//! The wall experiment's chart: for each solver, the share of games that
//! reached 2048, 4096 and 8192, with 95% intervals, and the article's own
//! figures as hollow diamonds. Its legend is HTML beside the canvas (see
//! `wall.rs`), so it never covers a mark.

use crate::analysis::article::REACHED as ARTICLE_REACHED;
use crate::bench::Summary;
use crate::ui::web::kit::chart::{category_chart, fail, frame, Outcome};
use plotters::prelude::*;

/// The tiles the chart shows.
pub const TILES: [u32; 3] = [2048, 4096, 8192];

/// One solver in the chart.
pub struct Bar<'a> {
    pub colour: RGBColor,
    pub summary: &'a Summary,
}

pub fn draw(canvas: &web_sys::HtmlCanvasElement, caption: &str, bars: &[Bar]) -> Outcome {
    let f = frame(canvas)?;
    let labels: Vec<String> = TILES.iter().map(|t| format!("≥{t}")).collect();
    let mut c = category_chart(&f, caption, &labels, 0.0..105.0, "largest tile at least", "% of games")?;
    let spread = 0.6 / bars.len().max(1) as f64;
    let cap = 0.04;
    for (k, bar) in bars.iter().enumerate() {
        let colour = bar.colour;
        let x = |i: usize| i as f64 - 0.3 + (k as f64 + 0.5) * spread;
        let points: Vec<(f64, f64, f64, f64)> = TILES
            .iter()
            .enumerate()
            .map(|(i, &tile)| {
                let share = *bar.summary.reached.get(tile).unwrap_or(&0.0);
                let [low, high] = *bar.summary.reached_interval.get(tile).unwrap_or(&[0.0, 0.0]);
                (x(i), 100.0 * share, 100.0 * low, 100.0 * high)
            })
            .collect();
        c.draw_series(points.iter().map(|&(x, _, low, high)| {
            PathElement::new(
                vec![(x - cap, low), (x + cap, low), (x, low), (x, high), (x - cap, high), (x + cap, high)],
                colour.stroke_width(f.px(1.5)),
            )
        }))
        .map_err(fail)?;
        c.draw_series(points.iter().map(|&(x, share, _, _)| Circle::new((x, share), f.px(4.0), colour.filled())))
            .map_err(fail)?;
    }
    let ink = f.ink;
    let size = f.px(6.0) as i32;
    c.draw_series(ARTICLE_REACHED.iter().filter_map(|&(tile, share)| {
        let i = TILES.iter().position(|&t| t == tile)?;
        Some(
            EmptyElement::at((i as f64 + 0.38, share))
                + PathElement::new(vec![(0, -size), (size, 0), (0, size), (-size, 0), (0, -size)], ink.stroke_width(2)),
        )
    }))
    .map_err(fail)?;
    f.area.present().map_err(fail)
}
