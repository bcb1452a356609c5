//! The views, each in a wasm module of its own: the board plays as soon as
//! the first module (the board, its controls and the hint) has arrived.
//! The article comes next, at once (until it is live, the page's first
//! view of it stands in: shell/live_article.rs); the views behind the tabs
//! when first opened, or once the page is idle ([`prefetch`]).
//!
//! With the `split` feature (the release build, scripts/build-app.mjs),
//! each view is a split point: `wasm-split` moves the code only it reaches
//! into a module of its own, fetched the first time the view is built.
//! Without the feature (native checks, the browser tests) the same
//! functions are plain async functions, ready at once: the same components
//! either way.

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

/// A view's builder, as a split point (with `split`) or a plain async
/// function (without), and the function that fetches its module alone
/// (allowed to go unused: the article's is never fetched ahead, it is
/// built at once).
macro_rules! split_view {
    ($name:ident, $preload:ident, $build:expr) => {
        #[cfg(feature = "split")]
        #[leptos::wasm_split::wasm_split($name, fallible, preload(#[allow(dead_code)] $preload), wasm_split_path = ::leptos::wasm_split)]
        fn $name() -> Result<AnyView, SplitLoaderError> {
            Ok($build)
        }

        #[cfg(not(feature = "split"))]
        async fn $name() -> Result<AnyView, SplitLoaderError> {
            Ok($build)
        }

        #[cfg(not(feature = "split"))]
        #[allow(dead_code)]
        async fn $preload() -> Result<(), SplitLoaderError> {
            Ok(())
        }
    };
}

split_view!(article_view, preload_article_view, view! { <ArticleView /> }.into_any());
split_view!(tree_view, preload_tree_view, view! { <TreeView /> }.into_any());
split_view!(heuristic_view, preload_heuristic_view, view! { <HeuristicView /> }.into_any());
split_view!(bench_view, preload_bench_view, view! { <BenchmarkView /> }.into_any());
split_view!(compare_view, preload_compare_view, view! { <CompareView /> }.into_any());

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

/// How long after the page is live (the article too) the views' modules
/// start to arrive: the reader's first moves and hint go first.
const PREFETCH_AFTER_MS: i32 = 1_000;

/// Fetches the views' modules once the page is live and idle, so that a
/// tab opened a few seconds in opens at once.
pub fn prefetch_when_idle() {
    browser::after(PREFETCH_AFTER_MS, || browser::when_idle(|| leptos::task::spawn_local(prefetch())));
}

/// Fetches the tab views' modules without building any, one after another
/// (the article's is in by then). A module that fails to arrive is fetched
/// again when its view is opened.
async fn prefetch() {
    let _ = preload_tree_view().await;
    let _ = preload_heuristic_view().await;
    let _ = preload_bench_view().await;
    let _ = preload_compare_view().await;
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
