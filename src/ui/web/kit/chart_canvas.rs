//! [`ChartCanvas`]: plotters' canvas backend, measuring text with the
//! canvas's own `measureText`.
//!
//! plotters measures text on the web by adding a `<span>` with an inline
//! `style` attribute to the page, which the page's Content-Security-Policy
//! (no `'unsafe-inline'` styles) refuses; the canvas can measure text
//! itself, with the very font string it draws with. Everything else is
//! plotters-canvas's.

use plotters_backend::{BackendColor, BackendCoord, BackendStyle, BackendTextStyle, DrawingBackend, DrawingErrorKind};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

type Failure = DrawingErrorKind<<CanvasBackend as DrawingBackend>::ErrorType>;

pub struct ChartCanvas {
    inner: CanvasBackend,
    context: CanvasRenderingContext2d,
}

impl ChartCanvas {
    pub fn new(canvas: HtmlCanvasElement) -> Option<ChartCanvas> {
        let context = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        Some(ChartCanvas { inner: CanvasBackend::with_canvas_object(canvas)?, context })
    }
}

impl DrawingBackend for ChartCanvas {
    type ErrorType = <CanvasBackend as DrawingBackend>::ErrorType;

    fn get_size(&self) -> (u32, u32) {
        self.inner.get_size()
    }

    fn ensure_prepared(&mut self) -> Result<(), Failure> {
        self.inner.ensure_prepared()
    }

    fn present(&mut self) -> Result<(), Failure> {
        self.inner.present()
    }

    fn draw_pixel(&mut self, point: BackendCoord, color: BackendColor) -> Result<(), Failure> {
        self.inner.draw_pixel(point, color)
    }

    fn draw_line<S: BackendStyle>(&mut self, from: BackendCoord, to: BackendCoord, style: &S) -> Result<(), Failure> {
        self.inner.draw_line(from, to, style)
    }

    fn draw_rect<S: BackendStyle>(
        &mut self,
        upper_left: BackendCoord,
        bottom_right: BackendCoord,
        style: &S,
        fill: bool,
    ) -> Result<(), Failure> {
        self.inner.draw_rect(upper_left, bottom_right, style, fill)
    }

    fn draw_path<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        path: I,
        style: &S,
    ) -> Result<(), Failure> {
        self.inner.draw_path(path, style)
    }

    fn draw_circle<S: BackendStyle>(
        &mut self,
        center: BackendCoord,
        radius: u32,
        style: &S,
        fill: bool,
    ) -> Result<(), Failure> {
        self.inner.draw_circle(center, radius, style, fill)
    }

    fn fill_polygon<S: BackendStyle, I: IntoIterator<Item = BackendCoord>>(
        &mut self,
        vertices: I,
        style: &S,
    ) -> Result<(), Failure> {
        self.inner.fill_polygon(vertices, style)
    }

    fn draw_text<S: BackendTextStyle>(&mut self, text: &str, style: &S, pos: BackendCoord) -> Result<(), Failure> {
        self.inner.draw_text(text, style, pos)
    }

    /// The text's width from `measureText` in the font `draw_text` sets,
    /// and the font's line height (ascent plus descent).
    fn estimate_text_size<S: BackendTextStyle>(&self, text: &str, style: &S) -> Result<(u32, u32), Failure> {
        self.context.set_font(&format!("{} {}px {}", style.style().as_str(), style.size(), style.family().as_str()));
        match self.context.measure_text(text) {
            Ok(metrics) => {
                let height = metrics.font_bounding_box_ascent() + metrics.font_bounding_box_descent();
                Ok((metrics.width().ceil() as u32, height.ceil() as u32))
            }
            // No metrics: the font size is a fair guess at the height, and
            // an average glyph is about half as wide as it is tall.
            Err(_) => Ok(((style.size() * 0.55 * text.chars().count() as f64) as u32, style.size() as u32)),
        }
    }

    fn blit_bitmap(&mut self, pos: BackendCoord, (width, height): (u32, u32), src: &[u8]) -> Result<(), Failure> {
        self.inner.blit_bitmap(pos, (width, height), src)
    }
}
