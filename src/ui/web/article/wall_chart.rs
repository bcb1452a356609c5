//! An experiment's chart: for each solver, the share of games that
//! reached each tile shown, with 95% intervals, and the article's own
//! figures as hollow diamonds. Its legend is HTML beside the canvas (see
//! `experiment.rs`), so it never covers a mark.

use crate::bench::Summary;
use crate::ui::web::kit::chart::{category_chart, draw_shares, fail, frame, Outcome, SharesLayout};
use plotters::prelude::*;

/// One solver in the chart.
pub struct Bar<'a> {
    pub colour: RGBColor,
    pub summary: &'a Summary,
}

pub fn draw(canvas: &web_sys::HtmlCanvasElement, caption: &str, tiles: &[u32], bars: &[Bar]) -> Outcome {
    let f = frame(canvas)?;
    let labels: Vec<String> = tiles.iter().map(|t| format!("≥{t}")).collect();
    let mut c = category_chart(&f, caption, &labels, 0.0..105.0, "largest tile at least", "% of games")?;
    let series: Vec<(RGBColor, &Summary)> = bars.iter().map(|bar| (bar.colour, bar.summary)).collect();
    draw_shares(&mut c, &f, tiles, &series, SharesLayout { width: 0.6, cap: 0.04, diamond_at: 0.38 })?;
    f.area.present().map_err(fail)
}
