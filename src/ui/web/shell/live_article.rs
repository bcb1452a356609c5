//! The Article tab's view: the live article, built as soon as its module
//! has arrived (right after the first one, shell/lazy.rs). Until then the
//! first view's article stands in, moved into this panel by the hand-over
//! (shell/handover.rs); without a first view, a line says it is loading.
//! If the module cannot be fetched, the panel says so, with a way to try
//! again, and the static article stays to be read. Once the live article
//! is in, the views behind the tabs are fetched when the page is idle.
//!
//! In the stand-in's place, the live article is built out of sight, below
//! it (`data-building`: laid out, at the panel's width, but with no
//! height), its head first and then one part a task ([`InParts`]), so
//! that a key or a tap meanwhile waits for one part, not for the whole
//! article. Once every part is in, the hand-over swaps the two in one
//! frame.

use crate::ui::model::ViewName;
use crate::ui::web::article::view::InParts;
use crate::ui::web::shell::handover;
use crate::ui::web::shell::lazy::{self, LoadFailed};
use leptos::prelude::*;

#[component]
pub fn LiveArticle() -> impl IntoView {
    // Read before the mount: the hand-over moves the first view's article
    // in after it, so nothing here may come before it.
    let stand_in = handover::has_first_view();
    let built = StoredValue::new_local(None::<AnyView>);
    let ready = RwSignal::new(false);
    // With no stand-in to read meanwhile, the article is drawn whole, at once.
    if stand_in {
        provide_context(InParts { then: article_drawn });
    }
    let failed = RwSignal::new(None::<String>);
    // The article is built under this view's owner, also when "Try again"
    // (whose own owner goes with the message) asks for it. (Held weakly: a
    // strong hold from a value the owner itself owns would keep the app
    // alive after it is unmounted.)
    let owner = StoredValue::new_local(Owner::current().unwrap_or_default().downgrade());
    let load = move || {
        failed.set(None);
        let build = async move {
            match lazy::build(ViewName::Article).await {
                Ok(view) => {
                    built.set_value(Some(view));
                    ready.set(true);
                    if !stand_in {
                        article_drawn();
                    }
                }
                Err(problem) => {
                    failed.set(Some(problem.to_string()));
                    handover::article_missing();
                    lazy::prefetch_when_idle();
                }
            }
        };
        if let Some(owner) = owner.with_value(WeakOwner::upgrade) {
            owner.with(|| leptos::task::spawn_local_scoped(build));
        }
    };
    load();
    // (`ready` turns true once, so the built view is taken once.)
    let article = move || ready.get().then(|| built.try_update_value(Option::take).flatten()).flatten();
    let loading = move || {
        (!stand_in && !ready.get() && failed.with(Option::is_none)).then(|| {
            view! {
                <p class="view-loading" role="status">
                    "Loading the article…"
                </p>
            }
        })
    };
    let problem = move || {
        failed.get().map(|problem| {
            view! {
                <LoadFailed
                    what="The live article".to_string()
                    problem=problem
                    then=": its numbers do not follow your game."
                    retry=Callback::new(move |()| load())
                />
            }
        })
    };
    view! {
        {problem}
        // (The hand-over takes `data-building` away.)
        <div class="live-article" data-building=stand_in.then_some("")>
            {article}
        </div>
        {loading}
    }
}

/// Once the live article's parts are all drawn (or, without a stand-in,
/// once it is to be drawn whole): it takes the stand-in's place, and the
/// views behind the tabs are fetched when the page is idle.
fn article_drawn() {
    handover::take_over_article();
    lazy::prefetch_when_idle();
}
