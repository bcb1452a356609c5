//! The benchmark's four charts, drawn with plotters on canvas: the largest
//! tile per game, the share of games reaching each tile (with 95% Wilson
//! intervals and the article's figures as reference marks), thinking time
//! per move, and game length. Every run in the comparison is one series.
//!
//! The canvas backing store is sized by `devicePixelRatio`, and every
//! length and font is scaled with it, so the charts are crisp on HiDPI
//! screens. Their legend is HTML beside them (see `view.rs`), so it never
//! covers a mark.

use crate::bench::{sort_by_key, Report};
use crate::ui::web::kit::chart::{category_chart, draw_shares, fail, frame, Frame, Outcome, SharesLayout};
use plotters::prelude::*;

/// One run in the charts.
pub struct Series<'a> {
    pub colour: RGBColor,
    pub report: &'a Report,
}

const REACHED_TILES: [u32; 6] = [256, 512, 1024, 2048, 4096, 8192];
const LARGEST_TILES: [u32; 8] = [128, 256, 512, 1024, 2048, 4096, 8192, 16384];

/// Grouped bars: `value(series, category)` for each series side by side.
fn grouped_bars(
    f: &Frame,
    caption: &str,
    x_desc: &str,
    y_desc: &str,
    labels: &[String],
    series: &[Series],
    value: impl Fn(&Report, usize) -> f64,
) -> Outcome {
    let top = series.iter().flat_map(|s| (0..labels.len()).map(|i| value(s.report, i))).fold(0.0, f64::max);
    let mut c = category_chart(f, caption, labels, 0.0..(top * 1.15).max(1.0), x_desc, y_desc)?;
    let width = 0.8 / series.len().max(1) as f64;
    for (k, s) in series.iter().enumerate() {
        let colour = s.colour;
        let left = |i: usize| i as f64 - 0.4 + k as f64 * width;
        c.draw_series(
            (0..labels.len()).map(|i| {
                Rectangle::new([(left(i), 0.0), (left(i) + width * 0.9, value(s.report, i))], colour.filled())
            }),
        )
        .map_err(fail)?;
    }
    f.area.present().map_err(fail)
}

/// 1. How many games ended with each largest tile (percent of games).
pub fn tile_distribution(canvas: &web_sys::HtmlCanvasElement, series: &[Series]) -> Outcome {
    let f = frame(canvas)?;
    let labels: Vec<String> = LARGEST_TILES
        .iter()
        .map(|&t| match t {
            128 => "≤128".to_string(),
            16384 => "≥16384".to_string(),
            t => t.to_string(),
        })
        .collect();
    grouped_bars(&f, "Largest tile per game", "largest tile", "% of games", &labels, series, |report, i| {
        let games = report.summary.games.max(1) as f64;
        let count: usize = report
            .records
            .iter()
            .filter(|r| match LARGEST_TILES[i] {
                128 => r.max_tile <= 128,
                16384 => r.max_tile >= 16384,
                t => r.max_tile == t,
            })
            .count();
        100.0 * count as f64 / games
    })
}

/// 3. Thinking time per move: over all moves, then at each depth.
pub fn think_time(canvas: &web_sys::HtmlCanvasElement, series: &[Series]) -> Outcome {
    let f = frame(canvas)?;
    let mut depths: Vec<u8> = series.iter().flat_map(|s| s.report.summary.by_depth.iter().map(|d| d.depth)).collect();
    sort_by_key(&mut depths, |&d| u64::from(d));
    depths.dedup();
    let mut labels = vec!["all moves".to_string()];
    labels.extend(depths.iter().map(|d| format!("depth {d}")));
    grouped_bars(&f, "Thinking time per move", "", "µs per move", &labels, series, |report, i| {
        if i == 0 {
            return report.summary.mean_us_per_move;
        }
        report
            .summary
            .by_depth
            .iter()
            .find(|d| d.depth == depths[i - 1])
            .map_or(0.0, |d| d.micros / d.moves.max(1) as f64)
    })
}

/// 2. The share of games whose largest tile reached each tile, with 95%
/// Wilson intervals, and the article's figures as hollow diamonds.
pub fn reached(canvas: &web_sys::HtmlCanvasElement, series: &[Series]) -> Outcome {
    let f = frame(canvas)?;
    let labels: Vec<String> = REACHED_TILES.iter().map(|t| format!("≥{t}")).collect();
    let mut c = category_chart(
        &f,
        "Games reaching each tile (95% intervals)",
        &labels,
        0.0..105.0,
        "largest tile at least",
        "% of games",
    )?;
    let summaries: Vec<(RGBColor, &crate::bench::Summary)> =
        series.iter().map(|s| (s.colour, &s.report.summary)).collect();
    draw_shares(&mut c, &f, &REACHED_TILES, &summaries, SharesLayout { width: 0.5, cap: 0.06, diamond_at: 0.3 })?;
    f.area.present().map_err(fail)
}

/// 4. Game length: a histogram of moves per game for each run, with each
/// run's median as a dashed line.
pub fn game_length(canvas: &web_sys::HtmlCanvasElement, series: &[Series]) -> Outcome {
    let f = frame(canvas)?;
    // 250-move bins, widened if needed so there are never more than 40.
    let longest = series.iter().flat_map(|s| s.report.records.iter().map(|r| f64::from(r.moves))).fold(250.0, f64::max);
    let bin = 250.0 * (longest / (250.0 * 40.0)).ceil().max(1.0);
    let bins = (longest / bin) as usize + 1;
    let counts: Vec<Vec<f64>> = series
        .iter()
        .map(|s| {
            let mut counts = vec![0.0; bins];
            for r in &s.report.records {
                let at = ((f64::from(r.moves) / bin) as usize).min(bins - 1);
                counts[at] += 100.0 / s.report.summary.games.max(1) as f64;
            }
            counts
        })
        .collect();
    let top = counts.iter().flatten().copied().fold(0.0, f64::max);
    let x_end = bins as f64 * bin;
    let y_end = (top * 1.2).clamp(1.0, 100.0);
    // Room on the right for a label at the axis' end ("3500" was cut to
    // "350"); a share of games never runs past 100%.
    let mut c = ChartBuilder::on(&f.area)
        .margin(f.px(8.0))
        .margin_right(f.px(20.0))
        .caption("Game length", f.font(14.0))
        .x_label_area_size(f.px(34.0))
        .y_label_area_size(f.px(52.0))
        .build_cartesian_2d(0.0..x_end, 0.0..y_end)
        .map_err(fail)?;
    c.configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .bold_line_style(f.grid)
        .axis_style(f.ink)
        .x_desc("moves per game")
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0}"))
        .y_desc("% of games")
        .label_style(f.font(11.0))
        .axis_desc_style(f.font(12.0))
        .draw()
        .map_err(fail)?;
    for (s, counts) in series.iter().zip(&counts) {
        let colour = s.colour;
        // A step outline, so several runs can overlap and stay readable.
        let mut outline = vec![(0.0, 0.0)];
        for (i, &count) in counts.iter().enumerate() {
            let left = i as f64 * bin;
            outline.push((left, count));
            outline.push((left + bin, count));
        }
        outline.push((x_end, 0.0));
        c.draw_series(std::iter::once(PathElement::new(outline, colour.stroke_width(f.px(2.0))))).map_err(fail)?;
        let median = s.report.summary.median_moves;
        let dashes = (0..20).map(|k| {
            let y0 = y_end * f64::from(k) / 20.0;
            PathElement::new(vec![(median, y0), (median, y0 + y_end * 0.025)], colour.stroke_width(f.px(1.5)))
        });
        c.draw_series(dashes).map_err(fail)?;
    }

    f.area.present().map_err(fail)
}
