//! A run's progress, for the Benchmark view and the article's experiments
//! alike.

use super::lab::BenchUi;
use crate::ui::model::group_digits;
use crate::ui::web::kit::browser;
use leptos::prelude::*;

/// Games done, speed and time left, while a run is going. The elements
/// stay put while games stream in, only their text and attributes change,
/// and the bar moves by a transform: the page's own work stays small while
/// the workers use the cores.
#[component]
pub fn Progress(ui: BenchUi, #[prop(default = "Benchmark progress")] label: &'static str) -> impl IntoView {
    let status = Memo::new(move |_| {
        ui.live.with(|live| {
            let live = live.as_ref()?;
            let done = live.records.len() as u64;
            let elapsed = (browser::now_millis() - live.started_ms).max(1.0) / 1000.0;
            let per_second = live.moves as f64 / elapsed;
            let left = if done == 0 { None } else { Some(elapsed / done as f64 * (live.total - done) as f64) };
            let text = format!(
                "{done} of {} games · {} moves/s{}",
                live.total,
                group_digits(per_second),
                left.map(|s| format!(" · about {s:.0} s left")).unwrap_or_default()
            );
            Some((done, live.total, text, live.how.clone()))
        })
    });
    let field = move |pick: fn(&(u64, u64, String, String)) -> String| {
        move || status.with(|s| s.as_ref().map(pick).unwrap_or_default())
    };
    let fraction =
        move || status.with(|s| s.as_ref().map_or(0.0, |(done, total, ..)| *done as f64 / (*total).max(1) as f64));
    view! {
        <Show when=move || status.with(Option::is_some)>
            <div class="bench-progress">
                <div
                    role="progressbar"
                    aria-label=label
                    aria-valuemin="0"
                    aria-valuemax=field(|s| s.1.to_string())
                    aria-valuenow=field(|s| s.0.to_string())
                    aria-valuetext=field(|s| s.2.clone())
                    class="progress-track"
                >
                    <span class="progress-fill" style:transform=move || format!("scaleX({:.4})", fraction())></span>
                </div>
                <p class="muted">{field(|s| s.2.clone())} <br /> {field(|s| s.3.clone())}</p>
            </div>
        </Show>
    }
}
