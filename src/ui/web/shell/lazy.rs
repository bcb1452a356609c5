//! The views behind the tabs, each loaded when it is first needed: the
//! first screen (the board, the hint, the article) does not use them, so
//! the page's first module does not carry them.
//!
//! With the `split` feature (the release build, scripts/build-app.mjs),
//! each view is a split point: `wasm-split` moves the code only it reaches
//! into a module of its own, fetched the first time the view is built (or
//! earlier, by [`prefetch`], once the page is idle). Without the feature
//! (native checks, the browser tests) the same functions are plain async
//! functions that are ready at once: the same components either way.

use crate::ui::model::Panel;
use crate::ui::web::bench::BenchPanel;
use crate::ui::web::compare::ComparePanel;
use crate::ui::web::heuristic::board_score::BoardScore;
use crate::ui::web::heuristic::heatmap::RankHeatmap;
use crate::ui::web::heuristic::settings::SolverSettings;
use crate::ui::web::state::AppState;
use crate::ui::web::tree::TreePanel;
use leptos::prelude::*;
pub use leptos::wasm_split::SplitLoaderError;

/// A view's builder, as a split point (with `split`) or a plain async
/// function (without), and the function that fetches its module alone.
macro_rules! split_view {
    ($name:ident, $preload:ident, $build:expr) => {
        #[cfg(feature = "split")]
        #[leptos::wasm_split::wasm_split($name, fallible, preload($preload), wasm_split_path = ::leptos::wasm_split)]
        fn $name() -> Result<AnyView, SplitLoaderError> {
            Ok($build)
        }

        #[cfg(not(feature = "split"))]
        async fn $name() -> Result<AnyView, SplitLoaderError> {
            Ok($build)
        }

        #[cfg(not(feature = "split"))]
        async fn $preload() -> Result<(), SplitLoaderError> {
            Ok(())
        }
    };
}

split_view!(tree_view, preload_tree_view, view! { <TreePanel /> }.into_any());
split_view!(heuristic_view, preload_heuristic_view, heuristic().into_any());
split_view!(bench_view, preload_bench_view, view! { <BenchPanel /> }.into_any());
split_view!(compare_view, preload_compare_view, view! { <ComparePanel /> }.into_any());

fn heuristic() -> impl IntoView {
    let state = expect_context::<AppState>();
    let board = Signal::derive(move || state.play.with(|p| p.game().board()));
    view! {
        <RankHeatmap />
        <BoardScore board=board />
        <SolverSettings />
    }
}

/// The view behind `panel`'s tab, built (its module fetched first, where it
/// has one). The article is built with the page, never here.
pub async fn build(panel: Panel) -> Result<AnyView, SplitLoaderError> {
    match panel {
        Panel::Article => Ok(().into_any()),
        Panel::Tree => tree_view().await,
        Panel::Heuristic => heuristic_view().await,
        Panel::Benchmark => bench_view().await,
        Panel::Compare => compare_view().await,
    }
}

/// Fetches every view's module without building any, one after another
/// (the board's own requests come first): a tab opened later opens at once.
/// A module that fails to arrive is fetched again when its view is opened.
pub async fn prefetch() {
    for panel in Panel::ALL {
        let _ = match panel {
            Panel::Article => Ok(()),
            Panel::Tree => preload_tree_view().await,
            Panel::Heuristic => preload_heuristic_view().await,
            Panel::Benchmark => preload_bench_view().await,
            Panel::Compare => preload_compare_view().await,
        };
    }
}
