//! Importing runs from a file: the page's own export, or a report the CLI
//! wrote. A file's runs are believed only once their games, played again
//! in the workers, come out as the file says ([`run::check`], with the
//! run's progress and Cancel); a file that cannot be read as runs is
//! refused at once, with the reason.

use super::lab::BenchUi;
use super::run;
use crate::ui::model::{clipped, runs_in_file};
use crate::ui::web::kit::browser;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The largest file the page reads as runs (a 1,000-game report is about
/// half a megabyte).
const LARGEST_FILE: f64 = 64.0 * 1024.0 * 1024.0;

/// How much of a reason quoted from a file is shown.
const MOST_QUOTED: usize = 300;

#[component]
pub fn ImportRuns() -> impl IntoView {
    let ui = expect_context::<BenchUi>();
    let on_change = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
        input.set_value("");
        let name = file.name();
        if file.size() > LARGEST_FILE {
            return ui
                .tell(format!("Not imported: {name} is too large to be benchmark runs from this page or the CLI."));
        }
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|t| t.as_string());
            browser::after_paint().await;
            let runs = text.ok_or_else(|| "it could not be read as text".to_string()).and_then(|t| runs_in_file(&t));
            // A run started while the file was read goes on: it is not stopped unasked.
            if ui.live.with_untracked(Option::is_some) {
                return ui.tell(format!(
                    "Not imported: {name}: a run started while it was read; import it once the run ends."
                ));
            }
            match runs {
                Ok(runs) => {
                    ui.notice.set(None);
                    ui.say(&format!("Checking {name}: its games are played again before they are kept."));
                    run::check(ui, runs);
                }
                // The reason may quote the file, which can be anything.
                Err(why) => ui.tell(format!("Not imported: {name}: {}.", clipped(&why, MOST_QUOTED))),
            }
        });
    };
    view! {
        <div class="import">
            <label for="bench-import">"Import runs (JSON, from this page or the CLI)"</label>
            <input
                id="bench-import"
                type="file"
                accept="application/json,.json"
                aria-describedby="bench-import-how"
                on:change=on_change
                disabled=move || ui.live.with(Option::is_some)
            />
            <p id="bench-import-how" class="muted">
                "Each game is played again here from its seed before the run is kept: a file whose games come out otherwise is refused, naming the game."
            </p>
        </div>
    }
}
