//! The wall experiment's chart: for each solver, the share of games that
//! reached 2048, 4096 and 8192, with 95% intervals, and the article's own
//! figures as hollow diamonds. Its legend is HTML beside the canvas (see
//! `wall.rs`), so it never covers a mark.

use crate::bench::Summary;
use crate::ui::web::kit::chart::{category_chart, draw_shares, fail, frame, Outcome, SharesLayout};
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
    let series: Vec<(RGBColor, &Summary)> = bars.iter().map(|bar| (bar.colour, bar.summary)).collect();
    draw_shares(&mut c, &f, &TILES, &series, SharesLayout { width: 0.6, cap: 0.04, diamond_at: 0.38 })?;
    f.area.present().map_err(fail)
}
