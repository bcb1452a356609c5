//! The pieces every chart on the page shares: a canvas sized for the
//! screen (crisp on HiDPI: the backing store is scaled by
//! `devicePixelRatio`, and so is every length and font), ink that follows
//! the colour scheme, category axes and legends.

use crate::ui::model::Labels;
use crate::ui::web::kit::chart_canvas::ChartCanvas;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

pub struct Frame {
    pub area: DrawingArea<ChartCanvas, Shift>,
    pub ink: RGBColor,
    pub grid: RGBAColor,
    pub scale: f64,
}

impl Frame {
    pub fn px(&self, css: f64) -> u32 {
        (css * self.scale).round() as u32
    }

    pub fn font(&self, css: f64) -> TextStyle<'static> {
        // The family as plotters' own value: named by text ("sans-serif"),
        // it is read through `str::to_lowercase`, whose Unicode tables
        // are about 15 KB of the page.
        (FontFamily::SansSerif, css * self.scale).into_font().color(&self.ink)
    }
}

pub type Outcome = Result<(), String>;

pub fn fail<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

/// Sizes the canvas for the screen and clears it.
pub fn frame(canvas: &web_sys::HtmlCanvasElement) -> Result<Frame, String> {
    let window = web_sys::window().ok_or("no window")?;
    let scale = window.device_pixel_ratio().max(1.0);
    let (width, height) = (f64::from(canvas.client_width().max(280)), f64::from(canvas.client_height().max(200)));
    canvas.set_width((width * scale) as u32);
    canvas.set_height((height * scale) as u32);
    let dark = window.match_media("(prefers-color-scheme: dark)").ok().flatten().is_some_and(|m| m.matches());
    let (ink, grid) = if dark {
        (RGBColor(232, 233, 237), RGBColor(80, 86, 100).to_rgba())
    } else {
        (RGBColor(35, 38, 45), RGBColor(217, 212, 199).to_rgba())
    };
    let area = ChartCanvas::new(canvas.clone()).ok_or("no canvas context")?.into_drawing_area();
    area.fill(&TRANSPARENT).map_err(fail)?;
    Ok(Frame { area, ink, grid, scale })
}

/// Category labels under integer x positions, when plotters writes them
/// (`written`: in one row; see [`Labels`]).
fn category<'a>(labels: &'a [String], written: bool) -> impl Fn(&f64) -> String + 'a {
    move |x| {
        let i = x.round();
        if written && (x - i).abs() < 1e-6 && i >= 0.0 {
            labels.get(i as usize).cloned().unwrap_or_default()
        } else {
            String::new()
        }
    }
}

/// How many categories share a label: the widest label, as the canvas
/// measures it in the axis' font, plus a gap, against each category's room.
fn label_step(f: &Frame, labels: &[String]) -> usize {
    let plot = f64::from(f.area.dim_in_pixel().0) - 70.0 * f.scale;
    let font = f.font(11.0);
    let widest = labels.iter().filter_map(|l| f.area.estimate_text_size(l, &font).ok()).map(|(w, _)| w).max();
    let room = plot / labels.len().max(1) as f64;
    ((f64::from(widest.unwrap_or(0)) + 10.0 * f.scale) / room).ceil().max(1.0) as usize
}

fn chart<'a>(
    f: &'a Frame,
    caption: &str,
    categories: usize,
    y: std::ops::Range<f64>,
    label_area: f64,
) -> Result<Chart<'a>, String> {
    ChartBuilder::on(&f.area)
        .margin(f.px(8.0))
        .caption(caption, f.font(14.0))
        .x_label_area_size(f.px(label_area))
        .y_label_area_size(f.px(52.0))
        .build_cartesian_2d(-0.5..(categories as f64 - 0.5), y)
        .map_err(fail)
}

/// A chart with one named category per whole x position, its axes drawn.
pub fn category_chart<'a>(
    f: &'a Frame,
    caption: &str,
    labels: &[String],
    y: std::ops::Range<f64>,
    x_desc: &str,
    y_desc: &str,
) -> Result<Chart<'a>, String> {
    let layout = Labels::for_share(label_step(f, labels));
    // One row: plotters writes the labels. Two: they are written below.
    let (written, area) = match layout {
        Labels::OneRow => (true, 34.0),
        Labels::TwoRows | Labels::Every(_) => (false, 48.0),
    };
    let low = y.start;
    let mut c = chart(f, caption, labels.len(), y, area)?;
    c.configure_mesh()
        .disable_x_mesh()
        .light_line_style(TRANSPARENT)
        .bold_line_style(f.grid)
        .axis_style(f.ink)
        .x_labels(labels.len())
        .x_label_formatter(&category(labels, written))
        .x_desc(x_desc)
        .y_desc(y_desc)
        .y_label_formatter(&|y| format!("{y:.0}"))
        .label_style(f.font(11.0))
        .axis_desc_style(f.font(12.0))
        .draw()
        .map_err(fail)?;
    let step = match layout {
        Labels::OneRow => return Ok(c),
        Labels::TwoRows => 1,
        Labels::Every(n) => n,
    };
    let font = f.font(11.0).pos(Pos::new(HPos::Center, VPos::Top));
    for (k, (i, label)) in labels.iter().enumerate().step_by(step).enumerate() {
        let (x, y) = c.backend_coord(&(i as f64, low));
        let drop = f.px(if k % 2 == 0 { 6.0 } else { 20.0 }) as i32;
        f.area.draw(&Text::new(label.clone(), (x, y + drop), font.clone())).map_err(fail)?;
    }
    Ok(c)
}

pub type Chart<'a> = ChartContext<
    'a,
    ChartCanvas,
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
>;

/// Where one chart's shares stand: each tile's series spread over `width`
/// around the tile, an interval's caps `cap` wide, the article's diamond
/// `diamond_at` to the right of the tile.
pub struct SharesLayout {
    pub width: f64,
    pub cap: f64,
    pub diamond_at: f64,
}

/// The share of games whose largest tile reached each of `tiles`: a dot
/// and its 95% interval per series (`(colour, summary)`), and the
/// article's reported shares as hollow diamonds.
pub fn draw_shares(
    c: &mut Chart,
    f: &Frame,
    tiles: &[u32],
    series: &[(RGBColor, &crate::bench::Summary)],
    layout: SharesLayout,
) -> Outcome {
    let spread = layout.width / series.len().max(1) as f64;
    let cap = layout.cap;
    for (k, &(colour, summary)) in series.iter().enumerate() {
        let x = |i: usize| i as f64 - layout.width / 2.0 + (k as f64 + 0.5) * spread;
        let points: Vec<(f64, f64, f64, f64)> = tiles
            .iter()
            .enumerate()
            .filter_map(|(i, &tile)| {
                let share = *summary.reached.get(tile)?;
                let [low, high] = *summary.reached_interval.get(tile)?;
                Some((x(i), 100.0 * share, 100.0 * low, 100.0 * high))
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
    c.draw_series(crate::analysis::article::REACHED.iter().filter_map(|&(tile, share)| {
        let i = tiles.iter().position(|&t| t == tile)?;
        Some(
            EmptyElement::at((i as f64 + layout.diamond_at, share))
                + PathElement::new(vec![(0, -size), (size, 0), (0, size), (-size, 0), (0, -size)], ink.stroke_width(2)),
        )
    }))
    .map_err(fail)?;
    Ok(())
}
