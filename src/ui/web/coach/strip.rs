//! The coach at a glance, beside the game: the match rate among the
//! scores, and under the timeline a strip with a mark at each of the
//! reader's moves (as the solver plays it, a near-tie, another move, a
//! flagged one, or not judged yet). A click on the strip goes to that
//! move; the strip itself is a picture, and the match box says in words
//! what it shows.

use super::Coach;
use crate::analysis::review::Judgement;
use crate::ui::model::{percent, ReaderMove};
use crate::ui::web::state::AppState;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What a mark says, with its colour (Okabe and Ito's palette, told apart
/// with every common colour-vision deficiency) and its legend.
#[derive(Clone, Copy, PartialEq)]
enum Mark {
    Pending,
    Agrees,
    NearTie,
    Differs,
    Flagged,
}

impl Mark {
    const ALL: [Mark; 5] = [Mark::Agrees, Mark::NearTie, Mark::Differs, Mark::Flagged, Mark::Pending];

    fn of(m: &ReaderMove, threshold: f64) -> Mark {
        match m.judgement() {
            None => Mark::Pending,
            Some(Judgement::Agrees) => Mark::Agrees,
            Some(Judgement::NearTie) => Mark::NearTie,
            Some(Judgement::Differs) if m.flagged(threshold) => Mark::Flagged,
            Some(Judgement::Differs) => Mark::Differs,
        }
    }

    fn colour(self) -> &'static str {
        match self {
            Mark::Pending => "#999999",
            Mark::Agrees => "#009e73",
            Mark::NearTie => "#56b4e9",
            Mark::Differs => "#e69f00",
            Mark::Flagged => "#d55e00",
        }
    }

    fn legend(self) -> &'static str {
        match self {
            Mark::Pending => "being judged",
            Mark::Agrees => "the solver's move",
            Mark::NearTie => "a near-tie",
            Mark::Differs => "another move",
            Mark::Flagged => "flagged",
        }
    }
}

/// The match rate, as a score box.
#[component]
pub fn MatchRate() -> impl IntoView {
    let coach = expect_context::<Coach>();
    let summary = coach.summary;
    let shown = move || summary.get().rate().map_or("–".to_string(), |rate| percent(rate / 100.0));
    let said = move || {
        let s = summary.get();
        match s.rate() {
            None if s.played == 0 => "No move of yours in this game yet.".to_string(),
            None => "Your moves are being judged.".to_string(),
            Some(_) => format!("{} of your {} judged moves are the solver's.", s.agree, s.judged),
        }
    };
    view! {
        <div class="score-box match-box" title=said>
            <dt>"Match"</dt>
            <dd data-testid="match-rate">{shown}<span class="sr-only">{move || format!(" ({})", said())}</span></dd>
        </div>
    }
}

/// The marks along the timeline.
#[component]
pub fn AgreementStrip() -> impl IntoView {
    let state = expect_context::<AppState>();
    let coach = expect_context::<Coach>();
    let canvas = NodeRef::<leptos::html::Canvas>::new();
    let any = move || coach.moves.with(|m| !m.is_empty());
    Effect::new(move |_| {
        let threshold = coach.settings.get().threshold;
        let end = state.play.with(|p| p.line_len()).max(1);
        let marks: Vec<(usize, Mark)> =
            coach.moves.with(|moves| moves.iter().map(|m| (m.position.index, Mark::of(m, threshold))).collect());
        if let Some(canvas) = canvas.get() {
            draw(&canvas, end, &marks);
        }
    });
    let seek = move |ev: web_sys::MouseEvent| {
        let Some(canvas) = canvas.get_untracked() else { return };
        let width = canvas.client_width().max(1) as f64;
        let end = state.play.with_untracked(|p| p.line_len());
        let at = ((f64::from(ev.offset_x()) / width) * end as f64).floor().clamp(0.0, end as f64) as usize;
        state.seek(at);
    };
    let legend = || {
        Mark::ALL
            .into_iter()
            .map(|mark| {
                view! {
                    <span class="strip-key">
                        <span class="strip-swatch" style:background=mark.colour()></span>
                        {mark.legend()}
                    </span>
                }
            })
            .collect_view()
    };
    view! {
        <div class="agreement" hidden=move || !any()>
            <canvas node_ref=canvas class="agreement-strip" height="14" aria-hidden="true" on:click=seek></canvas>
            // Drawn with the first move: the first view is rendered ahead of
            // time, and a colour written into its HTML would be an inline
            // style, which the page's CSP refuses.
            {move || {
                any()
                    .then(|| {
                        view! {
                            <p class="agreement-legend muted" aria-hidden="true">
                                "Your moves: "
                                {legend()}
                            </p>
                        }
                    })
            }}
        </div>
    }
}

/// A mark per move, at its place along a line of `end` moves.
fn draw(canvas: &web_sys::HtmlCanvasElement, end: usize, marks: &[(usize, Mark)]) {
    let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    let css_width = canvas.client_width().max(1);
    let (width, height) = ((f64::from(css_width) * ratio).round() as u32, (14.0 * ratio).round() as u32);
    canvas.set_width(width);
    canvas.set_height(height);
    let Some(context) =
        canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
    else {
        return;
    };
    context.clear_rect(0.0, 0.0, f64::from(width), f64::from(height));
    let step = f64::from(width) / end as f64;
    // At least two device pixels a mark, so one move in a thousand shows.
    let mark_width = step.max(2.0 * ratio);
    for &(at, mark) in marks {
        context.set_fill_style_str(mark.colour());
        context.fill_rect(at as f64 * step, 0.0, mark_width, f64::from(height));
    }
}
