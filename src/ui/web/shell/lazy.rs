//! The views in wasm modules of their own: the board plays as soon as the
//! first module (the board, its controls and the hint) has arrived. The
//! article's module comes next, at once (until it is live, the page's
//! first view of it stands in: shell/live_article.rs); the views behind
//! the tabs, one module for the four, when one of them is first opened, or
//! once the page is idle ([`prefetch_when_idle`]).
//!
//! Why one module for the four tabs: every view's module is fetched within
//! seconds of the page going live either way (the prefetch), so what the
//! split decides is how many bytes and requests that takes. With a module
//! per view, wasm-split also made a module (a "chunk") of each set of
//! views that share code: 25 files, each compressed alone. Two groups
//! (the article; the tabs) make three files (the third is the code they
//! share), and took the whole page from 745.4 to about 694 KB, brotli.
//! (The article's module and the shared one, both fetched at once, come in
//! one file: scripts/pack.mjs.) The
//! price: a tab opened before the prefetch is done waits for all four
//! views (195 KB; the Heuristic alone was 12 KB beyond the article's).
//!
//! With the `split` feature (the release build, scripts/build-app.mjs),
//! each builder is a split point: `wasm-split` moves the code only its
//! module reaches into that module, fetched the first time one of its
//! builders runs. Without the feature (native checks, the browser tests)
//! the same functions are plain async functions, ready at once: the same
//! components either way.

use crate::solver::SolverConfig;
use crate::ui::model::ViewName;
use crate::ui::web::article::ArticleView;
use crate::ui::web::bench::BenchmarkView;
use crate::ui::web::compare::CompareView;
use crate::ui::web::heuristic::HeuristicView;
use crate::ui::web::kit::browser;
use crate::ui::web::kit::split::split_fn;
use crate::ui::web::tree::TreeView;
use leptos::prelude::*;
pub use leptos::wasm_split::SplitLoaderError;

/// A view's builder, in `$module`, as a split point (with `split`) or a
/// plain async function (without); and, where one is named, the function
/// that fetches the module alone (the tabs' module is fetched ahead; the
/// article's never is, it is built at once).
macro_rules! split_view {
    ($module:ident, $name:ident, $build:expr $(, preload $preload:ident)?) => {
        #[cfg(feature = "split")]
        #[leptos::wasm_split::wasm_split($module, fallible, $(preload($preload),)? wasm_split_path = ::leptos::wasm_split)]
        fn $name() -> Result<AnyView, SplitLoaderError> {
            Ok($build)
        }

        #[cfg(not(feature = "split"))]
        async fn $name() -> Result<AnyView, SplitLoaderError> {
            Ok($build)
        }

        $(
            #[cfg(not(feature = "split"))]
            async fn $preload() -> Result<(), SplitLoaderError> {
                Ok(())
            }
        )?
    };
}

split_view!(article_view, article_view, view! { <ArticleView /> }.into_any());
split_view!(tab_views, tree_view, view! { <TreeView /> }.into_any(), preload preload_tab_views);
split_view!(tab_views, heuristic_view, view! { <HeuristicView /> }.into_any());
split_view!(tab_views, bench_view, view! { <BenchmarkView /> }.into_any());
split_view!(tab_views, compare_view, view! { <CompareView /> }.into_any());

split_fn!(
    article_view,
    /// A link's settings as serde reads them, or why it refuses them, in
    /// its words: for settings the page's own reader (`plain_json`) does
    /// not read. In the article's module, with serde_json, which no module
    /// the board waits for carries (a module of its own made the page's
    /// modules, compressed one by one, 7 KB larger in all).
    pub fn settings_by_serde(json: &str) -> Result<Result<SolverConfig, String>, SplitLoaderError> {
        Ok(crate::ui::model::settings_in_words(json))
    }
);

/// The view behind `view`'s tab, built (its module fetched first, where it
/// has one).
pub async fn build(view: ViewName) -> Result<AnyView, SplitLoaderError> {
    match view {
        ViewName::Article => article_view().await,
        ViewName::Tree => tree_view().await,
        ViewName::Heuristic => heuristic_view().await,
        ViewName::Benchmark => bench_view().await,
        ViewName::Compare => compare_view().await,
    }
}

/// How long after the page is live (the article too) the tabs' module
/// starts to arrive: the reader's first moves and hint go first.
const PREFETCH_AFTER_MS: i32 = 1_000;

/// Fetches the tabs' module once the page is live and idle, so that a tab
/// opened a few seconds in opens at once.
pub fn prefetch_when_idle() {
    browser::after(PREFETCH_AFTER_MS, || browser::when_idle(|| leptos::task::spawn_local(prefetch())));
}

/// Fetches the tabs' module without building any view (the article's is
/// in by then). If it fails to arrive, it is fetched again when a tab is
/// opened.
async fn prefetch() {
    let _ = preload_tab_views().await;
}

/// What a view says when its module could not be fetched: `what` could
/// not be loaded, and why, `then` (what it means for the reader), and a
/// button that tries again.
#[component]
pub fn LoadFailed(what: String, problem: String, then: &'static str, retry: Callback<()>) -> impl IntoView {
    view! {
        <div class="view-failed" role="alert">
            <p>{format!("{what} could not be loaded ({problem}){then} Your game and settings are as they were.")}</p>
            <button type="button" on:click=move |_| retry.run(())>
                "Try again"
            </button>
        </div>
    }
}
